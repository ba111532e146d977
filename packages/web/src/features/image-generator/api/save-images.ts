import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { paths } from '@lumen/client';

export type ImageSaveBody =
  paths['/api/images/save']['post']['requestBody']['content']['application/json'];

/** POST /api/images/save. `onSaved` lets the screen refresh the gallery (another feature). */
export function useSaveImages(options: { onSaved?: (() => void) | undefined } = {}) {
  return useMutation({
    mutationFn: async (body: ImageSaveBody) => (await api.POST('/api/images/save', { body })).data!,
    onSuccess: () => options.onSaved?.(),
  });
}
