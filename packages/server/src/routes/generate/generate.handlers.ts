import {
  type GeminiImageRequest,
  type ImageGenerationRequest,
  imageSizeDimensions,
  targetSizeOf,
  unwrap,
} from '@lumen/domain';
import type { ImageJob } from '@lumen/domain/use-cases';
import type { AppRouteHandler } from '../../lib/types';
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

export const generateImage: AppRouteHandler<GenerateImageRoute> = async (c) => {
  const job = demoImageJob(c.req.valid('json'));
  const result = await c.var.deps.commerce.generation.generateImage(authOf(c).userId, job);
  return c.json(unwrap(result), 200);
};

export const generateGeminiImage: AppRouteHandler<GenerateGeminiImageRoute> = async (c) => {
  const job = geminiImageJob(c.req.valid('json'));
  const result = await c.var.deps.commerce.generation.generateImage(authOf(c).userId, job);
  return c.json(unwrap(result), 200);
};

export const generateText: AppRouteHandler<GenerateTextRoute> = async (c) => {
  const request = c.req.valid('json');
  const result = await c.var.deps.commerce.generation.generateText(authOf(c).userId, request);
  return c.json(unwrap(result), 200);
};
