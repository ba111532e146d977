import { isHttpError, newIdempotencyKey } from '@lumen/client';
import { useState } from 'react';

/**
 * Idempotency keys for actions that spend money (a generation, a checkout): one key per user
 * action. Sending the same request again after an attempt that got no final answer (the network
 * failed, or a 5xx the server does not keep) is a retry of that action and reuses its key, so a
 * request that did reach the server is answered again rather than charged twice. Once the server
 * has answered (a success or a 4xx, which it keeps for the key), the next request is a new action
 * with a new key: asking for more images, or trying again after topping up, must not be handed
 * the first answer back.
 */
export function createActionKeys() {
  let open: { request: string; key: string } | undefined;
  return {
    /** The key for this request: the open action's when it is the same request, else a new one. */
    keyFor(request: unknown): string {
      const fingerprint = JSON.stringify(request);
      if (open?.request !== fingerprint) open = { request: fingerprint, key: newIdempotencyKey() };
      return open.key;
    },
    /** The attempt is over; `error` is what it failed with, if it failed. */
    settle(error?: unknown) {
      const unanswered = error !== undefined && (!isHttpError(error) || error.status >= 500);
      if (!unanswered) open = undefined;
    },
  };
}

export type ActionKeys = ReturnType<typeof createActionKeys>;

/** Runs `send` with the action's key, and settles the action by its outcome. */
export async function withActionKey<Request, Result>(
  keys: ActionKeys,
  request: Request,
  send: (request: Request, idempotencyKey: string) => Promise<Result>,
): Promise<Result> {
  const key = keys.keyFor(request);
  try {
    const result = await send(request, key);
    keys.settle();
    return result;
  } catch (error) {
    keys.settle(error);
    throw error;
  }
}

/** One ActionKeys for the life of a component (a screen's generator, a checkout form). */
export function useActionKeys(): ActionKeys {
  const [keys] = useState(createActionKeys);
  return keys;
}
