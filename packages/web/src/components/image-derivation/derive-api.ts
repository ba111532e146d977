import type { components } from '@lumen/client';
import {
  DEFAULT_ASPECT_RATIO,
  DEFAULT_GUIDANCE,
  DEFAULT_IMAGE_MODEL,
  DEFAULT_IMAGE_STYLE,
  frameOfSize,
  imageCost,
  type ImageSize,
  imageSizeDimensions,
} from '@lumen/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** How a picture came from another: the words changed it, or it is one more like it. */
export type DerivationKind = 'edit' | 'variation';

/** What a saved picture remembers of its source. */
export interface DerivedFrom {
  url: string;
  kind: DerivationKind;
}

/** POST /api/generate/edit: the instruction changes the picture at `source.url`. */
export interface EditRequest {
  /** The instruction: what should change. */
  prompt: string;
  source: { url: string };
  size: ImageSize;
  count: number;
}

/** POST /api/generate/variation: `count` pictures like the one at `source.url`. */
export interface VariationRequest {
  source: { url: string };
  size: ImageSize;
  count: number;
  /** The source's own prompt, when known. */
  prompt?: string | undefined;
}

/** What both routes answer, as POST /api/generate/image does. */
export type DerivedAnswer = components['schemas']['GeneratedImages'];

/** An edit or a variation costs what the image rule gives for the same size and count. */
export const derivedCost = (request: { size: ImageSize; count: number }) =>
  imageCost({ size: request.size, count: request.count, upscale: false, styleTransfer: false });

const keyed = (idempotencyKey: string) => ({
  header: { 'idempotency-key': idempotencyKey },
});

/** The edit, its key making a retry safe (never charged twice). */
export async function generateEdit(
  request: EditRequest,
  idempotencyKey: string,
): Promise<DerivedAnswer> {
  const { data } = await api.POST('/api/generate/edit', {
    params: keyed(idempotencyKey),
    body: { ...request, model: DEFAULT_IMAGE_MODEL },
  });
  return data!;
}

/** The variations, its key making a retry safe (never charged twice). */
export async function generateVariation(
  request: VariationRequest,
  idempotencyKey: string,
): Promise<DerivedAnswer> {
  const { data } = await api.POST('/api/generate/variation', {
    params: keyed(idempotencyKey),
    body: { ...request, model: DEFAULT_IMAGE_MODEL },
  });
  return data!;
}

/** One picture made from another, as the screens show it. */
export interface DerivedImage {
  id: string;
  url: string;
  prompt: string;
  size: ImageSize;
  finalWidth: number;
  finalHeight: number;
  model: string;
  derivedFrom: DerivedFrom;
}

/** The answer's pictures, each knowing its source. */
export function toDerivedImages(
  request: { size: ImageSize; prompt?: string | undefined; source: { url: string } },
  answer: DerivedAnswer,
  kind: DerivationKind,
): DerivedImage[] {
  const { width, height } = imageSizeDimensions(request.size);
  const stamp = Date.now().toString(36);
  return answer.images.map((url, index) => ({
    id: `${stamp}-${index}`,
    url,
    prompt: request.prompt ?? '',
    size: request.size,
    finalWidth: answer.metadata[index]?.finalWidth ?? width,
    finalHeight: answer.metadata[index]?.finalHeight ?? height,
    model: answer.model,
    derivedFrom: { url: request.source.url, kind },
  }));
}

/** POST /api/images/save of derived pictures: each carries where it came from. */
export function useSaveDerivedImages(options: { onSaved?: (() => void) | undefined } = {}) {
  return useMutation({
    mutationFn: async (images: DerivedImage[]) => {
      const first = images[0]!;
      const { width, height } = imageSizeDimensions(first.size);
      const body = {
        imageUrls: images.map((image) => ({
          url: image.url,
          prompt: image.prompt,
          settings: { size: image.size, model: image.model },
          finalWidth: image.finalWidth,
          finalHeight: image.finalHeight,
          derivedFrom: image.derivedFrom,
        })),
        // The gallery's filters: an edit or a variation has no style or creativity of its own.
        settings: {
          size: first.size,
          style: DEFAULT_IMAGE_STYLE,
          guidance: DEFAULT_GUIDANCE,
          upscale: false,
          styleTransfer: false,
          aspectRatio: frameOfSize(first.size, DEFAULT_ASPECT_RATIO).aspectRatio,
          sizeRequested: Math.max(width, height) as 512 | 768 | 1024,
        },
      };
      return (await api.POST('/api/images/save', { body })).data!;
    },
    onSuccess: () => options.onSaved?.(),
  });
}
