import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { meQueryKey } from '@/lib/auth/get-me';
import { profileQueryKey } from './get-profile';

export interface UpdateProfileInput {
  full_name: string;
  phone?: string | null;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateProfileInput) =>
      (await api.PATCH('/api/profile', { body })).data!,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
