import type { Generation, NewSavedImage } from '../shared/entities';
import { isImageSize } from './image-options';

/**
 * What the server recorded about an image it generated (the completed generations row: its
 * prompt, and in `parameters` the settings and each image's URL and final size). Saving an
 * image to the gallery copies these, never what a client says about them.
 */

interface RecordedImage {
  readonly url: string;
  readonly finalWidth?: number;
  readonly finalHeight?: number;
}

function recordedImages(generation: Generation): RecordedImage[] {
  const images = generation.parameters?.images;
  if (!Array.isArray(images)) return [];
  return images.filter(
    (image): image is RecordedImage =>
      typeof image === 'object' && image !== null && typeof image.url === 'string',
  );
}

/** True when this generation produced the image at `url` (one of its batch). */
export function madeImage(generation: Generation, url: string): boolean {
  return (
    generation.generationType === 'image' &&
    (generation.resultUrl === url || recordedImages(generation).some((image) => image.url === url))
  );
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const whole = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

/**
 * The saved-image fields the generation recorded for the image at `url`: prompt, negative
 * prompt, size, style, model, guidance, aspect ratio, requested size, final size, upscale and
 * style transfer. A field the record lacks is left out (the caller keeps its default).
 */
export function recordedImageFields(
  generation: Generation,
  url: string,
): Partial<Omit<NewSavedImage, 'userId' | 'imageUrl' | 'sourceUrl'>> {
  const p = generation.parameters ?? {};
  const image = recordedImages(generation).find((candidate) => candidate.url === url);
  const fields: { -readonly [K in keyof NewSavedImage]?: NewSavedImage[K] } = {
    prompt: generation.prompt,
    negativePrompt: text(p.negativePrompt) ?? null,
  };
  if (isImageSize(p.size)) fields.size = p.size;
  const style = text(p.style);
  if (style) fields.style = style;
  const model = text(p.model);
  if (model) fields.model = model;
  if (typeof p.guidance === 'number') fields.guidance = p.guidance;
  const aspectRatio = text(p.aspectRatio);
  if (aspectRatio) fields.aspectRatio = aspectRatio;
  const targetSize = whole(p.targetSize);
  if (targetSize) fields.sizeRequested = targetSize;
  if (typeof p.upscale === 'boolean') fields.upscale = p.upscale;
  if (typeof p.styleTransfer === 'boolean') fields.styleTransfer = p.styleTransfer;
  const finalWidth = whole(image?.finalWidth);
  const finalHeight = whole(image?.finalHeight);
  if (finalWidth && finalHeight) {
    fields.finalWidth = finalWidth;
    fields.finalHeight = finalHeight;
  }
  return fields;
}
