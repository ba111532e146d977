import {
  type DomainError,
  type GeminiImageRequest,
  type ImageGenerationRequest,
  imageSizeDimensions,
  type Result,
  targetSizeOf,
} from '@lumen/domain';
import type { ImageJob } from '@lumen/domain/use-cases';
import type { Context } from 'hono';
import type { AppBindings, AppRouteHandler } from '../../lib/types';
import { authOf } from '../../middlewares/auth';
import type {
  GenerateGeminiImageRoute,
  GenerateImageRoute,
  GenerateTextRoute,
} from './generate.routes';

/** The demo route names an exact size ('1024x768'); the generator gets it as is. */
export function demoImageJob(request: ImageGenerationRequest): ImageJob {
  // A named ratio frames the image at the size's longer side; without one (or 'Original')
  // the size's own width and height are kept.
  const framed = request.aspectRatio !== undefined && request.aspectRatio !== 'Original';
  const exactSize = imageSizeDimensions(request.size);
  return {
    model: 'demo',
    prompt: request.prompt,
    ...(request.negativePrompt ? { negativePrompt: request.negativePrompt } : {}),
    style: request.style,
    aspectRatio: framed
      ? request.aspectRatio!
      : exactSize.width === exactSize.height
        ? '1:1'
        : 'Original',
    targetSize: targetSizeOf(request.size),
    ...(framed ? {} : { exactSize }),
    size: request.size,
    count: request.count,
    guidance: request.guidance,
    upscale: request.upscale,
    styleTransfer: request.styleTransfer,
  };
}

export function geminiImageJob(request: GeminiImageRequest): ImageJob {
  return {
    model: 'gemini',
    prompt: request.prompt,
    ...(request.negativePrompt ? { negativePrompt: request.negativePrompt } : {}),
    style: request.style,
    aspectRatio: request.aspectRatio,
    targetSize: request.targetSize,
    size: request.targetSize,
    count: request.count,
    guidance: request.creativity,
    upscale: request.upscale,
    styleTransfer: request.styleTransfer,
  };
}

/**
 * The model's own failures keep their meaning at the edge (the shared mapper hides every 5xx
 * behind 'internal_error'): 503 when the model is not configured, 422 when it refused the prompt
 * (a safety block or refusal: the reason is the message), 502 when it failed.
 */
function answer<T extends object>(c: Context<AppBindings>, result: Result<T, DomainError>) {
  if (result.ok) return c.json(result.value, 200);
  const { error } = result;
  if (error.code === 'model_unavailable') {
    return c.json({ error: error.code, message: error.message }, 503);
  }
  if (error.code === 'generation_failed') {
    const kind = error.details?.kind;
    if (kind === 'blocked' || kind === 'refused') {
      return c.json({ error: error.code, message: error.message }, 422);
    }
    return c.json({ error: error.code, message: error.message }, 502);
  }
  throw error;
}

export const generateImage: AppRouteHandler<GenerateImageRoute> = async (c) => {
  const job = demoImageJob(c.req.valid('json'));
  return answer(c, await c.var.deps.useCases.generation.generateImage(authOf(c).userId, job));
};

export const generateGeminiImage: AppRouteHandler<GenerateGeminiImageRoute> = async (c) => {
  const job = geminiImageJob(c.req.valid('json'));
  return answer(c, await c.var.deps.useCases.generation.generateImage(authOf(c).userId, job));
};

export const generateText: AppRouteHandler<GenerateTextRoute> = async (c) => {
  const request = c.req.valid('json');
  return answer(c, await c.var.deps.useCases.generation.generateText(authOf(c).userId, request));
};
