import type { RewriteGenerationRequest, TextSave } from '@lumen/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { useGenerateMutation } from '@/lib/api/generate-mutation';

/** POST /api/generate/rewrite; the key makes a retry of the same rewrite safe (never charged twice). */
export async function rewriteText(body: RewriteGenerationRequest, idempotencyKey: string) {
  const params = { header: { 'idempotency-key': idempotencyKey } };
  return (await api.POST('/api/generate/rewrite', { params, body })).data!;
}

export type RewriteAnswer = Awaited<ReturnType<typeof rewriteText>>;

/** One rewrite: the balance shows the remaining credits at once and is fetched again after. */
export function useRewrite(onSettled?: () => void) {
  return useGenerateMutation(rewriteText, {
    remaining: (answer) => answer.remainingCredits,
    onSettled,
  });
}

/** The rewritten text kept as a saved text (POST /api/texts/save). */
export function useSaveRewrite(onSaved?: () => void) {
  return useMutation({
    mutationFn: async (body: TextSave) => (await api.POST('/api/texts/save', { body })).data!,
    onSuccess: () => onSaved?.(),
  });
}
