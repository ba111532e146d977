import type { TextGenerationRequest } from '@lumen/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { meQueryKey } from '../../../lib/auth/get-me';

/** POST /api/gemini/generate/text (Gemini when configured, else the demo model). */
export async function generateTexts(body: TextGenerationRequest) {
  return (await api.POST('/api/gemini/generate/text', { body })).data!;
}

/** A generation spends credits: the balance (auth-me) is refreshed after it, whatever happened. */
export function useGenerateTexts(options: { onSettled?: (() => void) | undefined } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateTexts,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      options.onSettled?.();
    },
  });
}
