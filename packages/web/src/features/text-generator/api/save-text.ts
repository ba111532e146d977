import type { TextSave } from '@lumen/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** POST /api/texts/save. `onSaved` lets the screen refresh the saved texts (another feature). */
export function useSaveText(options: { onSaved?: (() => void) | undefined } = {}) {
  return useMutation({
    mutationFn: async (body: TextSave) => (await api.POST('/api/texts/save', { body })).data!,
    onSuccess: () => options.onSaved?.(),
  });
}
