import type { TextGenerationRequest } from '@lumen/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { refreshBalance } from '../../../lib/auth/get-me';

/** POST /api/gemini/generate/text (Gemini when configured, else the demo model). */
export async function generateTexts(body: TextGenerationRequest) {
  return (await api.POST('/api/gemini/generate/text', { body })).data!;
}

/**
 * A generation spends credits (and a failed one refunds them): the balance shows the server's
 * remaining credits at once and is fetched again after it, whatever happened.
 */
export function useGenerateTexts(options: { onSettled?: (() => void) | undefined } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateTexts,
    onSettled: async (result) => {
      await refreshBalance(queryClient, result?.remainingCredits);
      options.onSettled?.();
    },
  });
}
