import { z } from 'zod';
import { IMAGE_MAX_COUNT, IMAGE_MIN_COUNT } from '../shared/constants';
import { imageCost } from './cost-rules';
import {
  IMAGE_MODELS,
  IMAGE_SIZES,
  type ImageModel,
  type ImageSize,
  imageSizeDimensions,
} from './image-options';
import {
  isOwnSourceImage,
  notOwnSourceImage,
  readSourceImage,
  type SourceImage,
  type SourceImageRef,
} from '../media/source-image';
import type { Generator } from '../ports/generator.port';
import type { GenerationType } from '../shared/statuses';
import type { GeneratedImages } from '../validation/generation.schema';
import type { GenerationKind } from './generation-kind';
import {
  type GeneratedImageData,
  type GeneratedImageRef,
  imageGeneration,
} from './image.generation';

/** What a request for new images made from one of the user's images names (edit, variation). */
export interface ImageFromSourceRequest {
  readonly source: SourceImageRef;
  readonly size: ImageSize;
  readonly count: number;
  readonly model: ImageModel;
}

/** What the row keeps and rebuilds: the source only by its URL (a job names only its row). */
export interface PlannedImageFromSource {
  readonly prompt: string;
  readonly sourceUrl: string;
  readonly width: number;
  readonly height: number;
  readonly count: number;
}

/** What the generator is handed: the source's bytes, read through the media store. */
export interface ImageFromSourceInput {
  /** The instruction (edit), or the source's prompt, possibly empty (variation). */
  readonly prompt: string;
  readonly source: SourceImage;
  readonly width: number;
  readonly height: number;
  readonly count: number;
}

export type ImageFromSourceGenerator<Model extends string = ImageModel> = Generator<
  ImageFromSourceInput,
  readonly GeneratedImageData[],
  Model
>;

export type ImageFromSourceKind<Request extends ImageFromSourceRequest> = GenerationKind<{
  request: Request;
  planned: PlannedImageFromSource;
  input: ImageFromSourceInput;
  output: readonly GeneratedImageData[];
  model: ImageModel;
  result: readonly GeneratedImageRef[];
  answer: GeneratedImages;
}>;

/** The row's parameters as `parameters` keeps them: what `reserved` reads back. */
const reservedFromSource = z.object({
  model: z.enum(IMAGE_MODELS),
  size: z.enum(IMAGE_SIZES),
  sourceUrl: z.string().min(1),
  count: z.number().int().min(IMAGE_MIN_COUNT).max(IMAGE_MAX_COUNT),
});

/**
 * A kind that makes new images of one of the user's images (edit with words, variations): the
 * source is checked before the charge (`admit`), kept by URL on the row and read when the job
 * runs (`prepare`); the price is the image rule's for the same size and count; the new images
 * are stored, kept and answered as the image kind's are. The original is never written.
 */
export function imageFromSourceKind<Request extends ImageFromSourceRequest>(
  type: GenerationType,
  prompt: (request: Request) => string,
): ImageFromSourceKind<Request> {
  return {
    type,
    chooseModel: (request, configured) =>
      configured.includes(request.model) ? request.model : undefined,
    missingModelName: (request) => request.model,
    cost: (request) =>
      imageCost({ size: request.size, count: request.count, upscale: false, styleTransfer: false }),
    prompt,
    parameters: (request, model) => ({
      model,
      size: request.size,
      sourceUrl: request.source.url,
      count: request.count,
    }),
    async admit(request, { userId, mediaStore }) {
      return (await isOwnSourceImage(request.source.url, userId, mediaStore))
        ? null
        : notOwnSourceImage('source.url');
    },
    reserved({ prompt, parameters }) {
      const kept = reservedFromSource.safeParse(parameters);
      if (!kept.success) return null;
      const { model, size, sourceUrl, count } = kept.data;
      return { model, input: { prompt, sourceUrl, count, ...imageSizeDimensions(size) } };
    },
    async prepare({ sourceUrl, ...planned }, { userId, mediaStore }) {
      return { ...planned, source: await readSourceImage(sourceUrl, userId, mediaStore) };
    },
    store: imageGeneration.store,
    completedRow: imageGeneration.completedRow,
    recordedResult: imageGeneration.recordedResult,
    answer: imageGeneration.answer,
  };
}
