import type { VoiceGenerationRequest } from '@lumen/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActionKeys, withActionKey } from '@/lib/api/action-keys';
import { api } from '@/lib/api/client';
import { refreshBalance } from '@/lib/auth/get-me';

/** POST /api/generate/voice; the key makes a retry of the same generation safe (never charged twice). */
export async function generateVoice(body: VoiceGenerationRequest, idempotencyKey: string) {
  const params = { header: { 'idempotency-key': idempotencyKey } };
  return (await api.POST('/api/generate/voice', { params, body })).data!;
}

export type GeneratedVoiceResult = Awaited<ReturnType<typeof generateVoice>>;

/**
 * A generation spends credits (a failed one refunds them): the balance shows the server's
 * remaining credits at once and is fetched again after it, whatever happened. Each generation
 * is one action with its own Idempotency-Key (see action-keys.ts).
 */
export function useGenerateVoice(options: { onSettled?: (() => void) | undefined } = {}) {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (request: VoiceGenerationRequest) => withActionKey(keys, request, generateVoice),
    onSettled: async (result) => {
      await refreshBalance(queryClient, result?.remainingCredits);
      options.onSettled?.();
    },
  });
}
