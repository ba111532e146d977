import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { savedTextsQueryKey } from './get-saved-texts';

/** DELETE /api/texts/{id}; the saved-texts pages are asked again afterwards. */
export function useDeleteText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.DELETE('/api/texts/{id}', { params: { path: { id } } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedTextsQueryKey }),
  });
}
