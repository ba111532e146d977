import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { savedImagesQueryKey } from './get-saved-images';

/** DELETE /api/images/{id}; the gallery pages are asked again afterwards. */
export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.DELETE('/api/images/{id}', { params: { path: { id } } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedImagesQueryKey }),
  });
}
