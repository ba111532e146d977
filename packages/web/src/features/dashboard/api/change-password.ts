import type { ChangePasswordForm } from '@lumen/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { personalTokensQueryKey } from './personal-tokens';

/** The change revokes the personal access tokens unless kept: their list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChangePasswordForm) =>
      (await api.POST('/api/settings/change-password', { body })).data!,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalTokensQueryKey }),
  });
}
