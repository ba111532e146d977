import type { VideoAspectRatio, VideoDuration, VideoModel } from '@lumen/domain';
import { api } from '@/lib/api/client';

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
