import type { VideoAspectRatio, VideoDuration, VideoModel } from '@lumen/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActionKeys, withActionKey } from '@/lib/api/action-keys';
import { api } from '@/lib/api/client';
import { refreshBalance } from '@/lib/auth/get-me';

export interface VideoRequest {
  prompt: string;
  negativePrompt?: string | undefined;
  durationSeconds: VideoDuration;
  aspectRatio: VideoAspectRatio;
  model: VideoModel;
}

/**
 * POST /api/generate/video: reserves the credits and starts the job (202 { generationId }); the
 * key makes a retry of the same start safe (never charged twice).
 */
export async function startVideo(request: VideoRequest, idempotencyKey: string) {
  const { data } = await api.POST('/api/generate/video', {
    params: { header: { 'idempotency-key': idempotencyKey } },
    body: request,
  });
  return data!;
}

/** Starting spends the credits at once: the balance is fetched again whatever happened. */
export function useStartVideo() {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (request: VideoRequest) => withActionKey(keys, request, startVideo),
    onSettled: async () => {
      await refreshBalance(queryClient);
    },
  });
}
