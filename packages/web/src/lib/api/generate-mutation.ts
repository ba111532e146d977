import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActionKeys, withActionKey } from '@/lib/api/action-keys';
import { refreshBalance } from '@/lib/auth/get-me';

/** A generate call: the request and the action's Idempotency-Key (see action-keys.ts). */
export type GenerateCall<R, A> = (request: R, idempotencyKey: string) => Promise<A>;

export interface GenerateMutationOptions<A> {
  /** The credits left that the answer reports, shown at once before the balance is fetched again. */
  remaining?: ((answer: A) => number | undefined) | undefined;
  /** After the balance was refreshed, whatever happened. */
  onSettled?: (() => void) | undefined;
}

/**
 * Any kind's generation: it spends credits (and a failed one refunds them), so the balance shows
 * the server's remaining credits at once and is fetched again after it, whatever happened. Each
 * generation is one action with its own Idempotency-Key: a retry is never charged twice.
 */
export function useGenerateMutation<R, A>(
  call: GenerateCall<R, A>,
  options: GenerateMutationOptions<A> = {},
) {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (request: R) => withActionKey(keys, request, call),
    onSettled: async (answer) => {
      await refreshBalance(queryClient, answer ? options.remaining?.(answer) : undefined);
      options.onSettled?.();
    },
  });
}
