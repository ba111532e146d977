import {
  type AspectRatio,
  type ImageModel,
  type ImageSize,
  type ImageStyle,
  targetSizeOf,
} from '@lumen/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActionKeys, withActionKey } from '@/lib/api/action-keys';
import { api } from '@/lib/api/client';
import { refreshBalance } from '@/lib/auth/get-me';

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

/**
 * A generation spends credits (and a failed one refunds them): the balance shows the server's
 * remaining credits at once and is fetched again after it, whatever happened. Each generation
 * is one action with its own Idempotency-Key (see action-keys.ts).
 */
export function useGenerateImages(options: { onSettled?: (() => void) | undefined } = {}) {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (request: ImageRequest) => withActionKey(keys, request, generateImages),
    onSettled: async (result) => {
      await refreshBalance(queryClient, result?.remainingCredits);
      options.onSettled?.();
    },
  });
}
