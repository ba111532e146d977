import { type DomainError, domainErr, ok, type Result } from '../shared/errors';
import type { IdempotencyStore, IdempotentAnswer } from '../ports/idempotency-store.port';
import type { UseCasePorts } from './deps';

/** How long a key answers with its first answer. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a claim outlives a request that never finished (a crashed instance). */
export const IDEMPOTENCY_IN_FLIGHT_TTL_MS = 10 * 60 * 1000;

export interface IdempotentRequest {
  /** The caller's key, already scoped to its user. */
  readonly key: string;
  /** A digest of what the request asks (method, path, body): the same key must ask the same. */
  readonly fingerprint: string;
}

export interface IdempotentOutcome {
  readonly answer: IdempotentAnswer;
  /** True when this is the stored first answer, not a new run. */
  readonly replayed: boolean;
}

/**
 * Runs `execute` once per key: a retry with the same key and request gets the first answer
 * without running again; the same key with another request is refused (422); a retry while the
 * first is still running is refused (409: try again shortly) rather than waiting on it. An answer
 * of 5xx or a throw is not kept (the request may not have happened): the key is released.
 */
async function runIdempotently(
  store: IdempotencyStore,
  request: IdempotentRequest,
  execute: () => Promise<IdempotentAnswer>,
): Promise<
  Result<IdempotentOutcome, DomainError<'idempotency_key_reused' | 'idempotency_key_in_use'>>
> {
  const claim = await store.claim(request.key, request.fingerprint, IDEMPOTENCY_IN_FLIGHT_TTL_MS);
  if (claim.state !== 'claimed') {
    if (claim.fingerprint !== request.fingerprint) {
      return domainErr(
        'idempotency_key_reused',
        'This Idempotency-Key was used with a different request',
      );
    }
    if (claim.state === 'in_flight') {
      return domainErr(
        'idempotency_key_in_use',
        'A request with this Idempotency-Key is still being processed',
        { retryAfterSeconds: 1 },
      );
    }
    return ok({ answer: claim.answer, replayed: true });
  }
  let answer: IdempotentAnswer;
  try {
    answer = await execute();
  } catch (error) {
    await store.release(request.key).catch(() => undefined);
    throw error;
  }
  // The request has happened: its answer goes back even if the store fails now. The claim then
  // stays until its in-flight time-to-live, so a retry meanwhile is refused, never run twice.
  const settle =
    answer.status >= 500
      ? store.release(request.key)
      : store.complete(request.key, request.fingerprint, answer, IDEMPOTENCY_TTL_MS);
  await settle.catch(() => undefined);
  return ok({ answer, replayed: false });
}

/** Idempotency-Key handling over the shared store (the server's middleware runs requests through it). */
export function createIdempotencyUseCases(ports: Pick<UseCasePorts, 'idempotency'>) {
  return {
    run: (request: IdempotentRequest, execute: () => Promise<IdempotentAnswer>) =>
      runIdempotently(ports.idempotency, request, execute),
  };
}

export type IdempotencyUseCases = ReturnType<typeof createIdempotencyUseCases>;
