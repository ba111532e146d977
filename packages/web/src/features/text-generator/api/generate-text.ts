import type { TextGenerationRequest } from '@lumen/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActionKeys, withActionKey } from '@/lib/api/action-keys';
import { api } from '@/lib/api/client';
import { refreshBalance } from '@/lib/auth/get-me';

/**
 * POST /api/gemini/generate/text (Gemini when configured, else the demo model); the key makes a
 * retry of the same generation safe (never charged twice).
 */
export async function generateTexts(body: TextGenerationRequest, idempotencyKey: string) {
  const params = { header: { 'idempotency-key': idempotencyKey } };
  return (await api.POST('/api/gemini/generate/text', { params, body })).data!;
}

/**
 * A generation spends credits (and a failed one refunds them): the balance shows the server's
 * remaining credits at once and is fetched again after it, whatever happened. Each generation
 * is one action with its own Idempotency-Key (see action-keys.ts).
 */
export function useGenerateTexts(options: { onSettled?: (() => void) | undefined } = {}) {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (request: TextGenerationRequest) => withActionKey(keys, request, generateTexts),
    onSettled: async (result) => {
      await refreshBalance(queryClient, result?.remainingCredits);
      options.onSettled?.();
    },
  });
}
