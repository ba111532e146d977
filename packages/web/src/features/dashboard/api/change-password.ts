import type { ChangePasswordForm } from '@lumen/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: ChangePasswordForm) =>
      (await api.POST('/api/settings/change-password', { body })).data!,
  });
}
