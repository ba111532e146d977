import {
  type AspectRatio,
  type ImageModel,
  type ImageSize,
  type ImageStyle,
  targetSizeOf,
} from '@lumen/domain';
import { api } from '@/lib/api/client';

export interface ImageRequest {
  model: ImageModel;
  prompt: string;
  negativePrompt?: string | undefined;
  size: ImageSize;
  style: ImageStyle;
  count: number;
  guidance: number;
  aspectRatio: AspectRatio;
  upscale: boolean;
  styleTransfer: boolean;
}

/**
 * POST /api/generate/image (demo) or /api/gemini/generate/image, with SPEC §7's payloads; the
 * key makes a retry of the same generation safe (never charged twice).
 */
export async function generateImages(request: ImageRequest, idempotencyKey: string) {
  const params = { header: { 'idempotency-key': idempotencyKey } };
  const { model, prompt, negativePrompt, size, style, count, guidance, upscale, styleTransfer } =
    request;
  if (model === 'gemini') {
    const { data } = await api.POST('/api/gemini/generate/image', {
      params,
      body: {
        prompt,
        negativePrompt,
        style,
        aspectRatio: request.aspectRatio,
        creativity: guidance,
        count,
        targetSize: targetSizeOf(size),
        upscale,
        styleTransfer,
      },
    });
    return data!;
  }
  const { data } = await api.POST('/api/generate/image', {
    params,
    body: {
      prompt,
      negativePrompt,
      size,
      style,
      count,
      guidance,
      upscale,
      styleTransfer,
      aspectRatio: request.aspectRatio,
    },
  });
  return data!;
}

export type GeneratedImagesResult = Awaited<ReturnType<typeof generateImages>>;
