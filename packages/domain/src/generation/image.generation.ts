import { z } from 'zod';
import { GUIDANCE_MAX, GUIDANCE_MIN, IMAGE_MAX_COUNT, IMAGE_MIN_COUNT } from '../shared/constants';
import { imageCost } from './cost-rules';
import { DomainError } from '../shared/errors';
import {
  ASPECT_RATIOS,
  type AspectRatio,
  frameOfSize,
  IMAGE_MODELS,
  IMAGE_STYLES,
  type ImageModel,
  type ImageSize,
  type ImageStyle,
  type TargetSize,
} from './image-options';
import type { Generator } from '../ports/generator.port';
import type {
  GeminiImageRequest,
  GeneratedImages,
  ImageGenerationRequest,
} from '../validation/generation.schema';
import type { GenerationKind } from './generation-kind';

/** What an image generator is handed. */
export interface ImageGenerationInput {
  readonly prompt: string;
  readonly negativePrompt?: string;
  readonly style: ImageStyle;
  readonly aspectRatio: AspectRatio;
  readonly targetSize: TargetSize;
  /**
   * The exact pixel size when the request named one (the demo route's `size: '1024x768'`):
   * generators that can honour it do; others fall back to `aspectRatio` and `targetSize`.
   */
  readonly exactSize?: { readonly width: number; readonly height: number };
  readonly count: number;
  readonly guidance: number;
  readonly upscale: boolean;
  readonly styleTransfer: boolean;
}

/** One image request, from either image route: the generator's input, the model and the size. */
export interface ImageJob extends ImageGenerationInput {
  readonly model: ImageModel;
  /** What the cost rule reads: the named size, or the target size. */
  readonly size: ImageSize | TargetSize;
}

/** One image as the model made it. */
export interface GeneratedImageData {
  readonly bytes: Uint8Array;
  readonly contentType: string;
  readonly width: number;
  readonly height: number;
}

export type ImageGenerator = Generator<
  ImageGenerationInput,
  readonly GeneratedImageData[],
  ImageModel
>;

/** One stored image. */
export interface GeneratedImageRef {
  readonly url: string;
  readonly finalWidth: number;
  readonly finalHeight: number;
}

/** POST /api/generate/image: the demo model, at the named size framed by `frameOfSize`. */
export function demoImageJob(request: ImageGenerationRequest): ImageJob {
  const frame = frameOfSize(request.size, request.aspectRatio);
  return {
    model: 'demo',
    prompt: request.prompt,
    ...(request.negativePrompt ? { negativePrompt: request.negativePrompt } : {}),
    style: request.style,
    ...frame,
    size: request.size,
    count: request.count,
    guidance: request.guidance,
    upscale: request.upscale,
    styleTransfer: request.styleTransfer,
  };
}

/** POST /api/gemini/generate/image: creativity is the guidance, targetSize the longer side. */
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

/** The image row's parameters as `parameters` keeps them: what `reserved` reads back. */
const reservedImage = z.object({
  model: z.enum(IMAGE_MODELS),
  style: z.enum(IMAGE_STYLES),
  aspectRatio: z.enum(ASPECT_RATIOS),
  targetSize: z.union([z.literal(512), z.literal(768), z.literal(1024)]),
  exactSize: z
    .object({ width: z.number().int().positive(), height: z.number().int().positive() })
    .optional(),
  count: z.number().int().min(IMAGE_MIN_COUNT).max(IMAGE_MAX_COUNT),
  guidance: z.number().min(GUIDANCE_MIN).max(GUIDANCE_MAX),
  upscale: z.boolean(),
  styleTransfer: z.boolean(),
  negativePrompt: z.string().optional(),
});

export const imageGeneration: GenerationKind<{
  request: ImageJob;
  input: ImageGenerationInput;
  output: readonly GeneratedImageData[];
  model: ImageModel;
  result: readonly GeneratedImageRef[];
  answer: GeneratedImages;
}> = {
  type: 'image',
  chooseModel: (job, configured) => (configured.includes(job.model) ? job.model : undefined),
  missingModelName: (job) => job.model,
  cost: (job) =>
    imageCost({
      size: job.size,
      count: job.count,
      upscale: job.upscale,
      styleTransfer: job.styleTransfer,
    }),
  prompt: (job) => job.prompt,
  parameters: (job) => ({
    model: job.model,
    size: job.size,
    style: job.style,
    aspectRatio: job.aspectRatio,
    targetSize: job.targetSize,
    count: job.count,
    guidance: job.guidance,
    upscale: job.upscale,
    styleTransfer: job.styleTransfer,
    ...(job.exactSize ? { exactSize: { ...job.exactSize } } : {}),
    ...(job.negativePrompt ? { negativePrompt: job.negativePrompt } : {}),
  }),
  reserved({ prompt, parameters }) {
    const kept = reservedImage.safeParse(parameters);
    if (!kept.success) return null;
    const { model, negativePrompt, exactSize, ...options } = kept.data;
    return {
      model,
      input: {
        prompt,
        ...(negativePrompt ? { negativePrompt } : {}),
        ...(exactSize ? { exactSize } : {}),
        ...options,
      },
    };
  },
  async store(made, { userId, mediaStore }) {
    if (made.length === 0)
      throw new DomainError('generation_failed', 'The model returned no image');
    const images: GeneratedImageRef[] = [];
    for (const image of made) {
      const stored = await mediaStore.put({
        userId,
        bytes: image.bytes,
        contentType: image.contentType,
      });
      images.push({ url: stored.url, finalWidth: image.width, finalHeight: image.height });
    }
    return images;
  },
  completedRow: (images) => ({ resultUrl: images[0]?.url ?? null, parameters: { images } }),
  recordedResult: (parameters) =>
    Array.isArray(parameters.images) ? (parameters.images as GeneratedImageRef[]) : null,
  answer: (images, charge) => ({
    images: images.map((image) => image.url),
    metadata: images.map(({ finalWidth, finalHeight }) => ({ finalWidth, finalHeight })),
    ...charge,
  }),
};
