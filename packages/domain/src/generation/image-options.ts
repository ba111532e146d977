/** What an image can be asked for (SPEC §5, §9). */

export const IMAGE_SIZES = ['512x512', '768x768', '1024x1024', '1024x768', '768x1024'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export const DEFAULT_IMAGE_SIZE: ImageSize = '1024x1024';

/** The Gemini request names the size by its longer side. */
export const TARGET_SIZES = [512, 768, 1024] as const;
export type TargetSize = (typeof TARGET_SIZES)[number];
export const DEFAULT_TARGET_SIZE: TargetSize = 1024;

export const IMAGE_STYLES = ['realistic', 'artistic', 'cartoon', 'abstract', 'vintage'] as const;
export type ImageStyle = (typeof IMAGE_STYLES)[number];
export const DEFAULT_IMAGE_STYLE: ImageStyle = 'realistic';

export const ASPECT_RATIOS = ['1:1', '16:9', '9:16', 'Original'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];
export const DEFAULT_ASPECT_RATIO: AspectRatio = '1:1';

/** `demo` makes local mock images; `gemini` calls the real model when configured. */
export const IMAGE_MODELS = ['demo', 'gemini'] as const;
export type ImageModel = (typeof IMAGE_MODELS)[number];
export const DEFAULT_IMAGE_MODEL: ImageModel = 'demo';

/** Column defaults of saved_images (SPEC §3, §9). */
export const SAVED_IMAGE_DEFAULTS = {
  model: 'dall-e-3',
  aspectRatio: '1:1',
  sizeRequested: 1024,
} as const;

export function isImageSize(value: unknown): value is ImageSize {
  return typeof value === 'string' && (IMAGE_SIZES as readonly string[]).includes(value);
}

/** Width and height of a named size: '1024x768' -> { width: 1024, height: 768 }. */
export function imageSizeDimensions(size: ImageSize): { width: number; height: number } {
  const [width = 0, height = 0] = size.split('x').map(Number);
  return { width, height };
}

/** The longer side of a named size, i.e. the Gemini targetSize it corresponds to. */
export function targetSizeOf(size: ImageSize): TargetSize {
  const { width, height } = imageSizeDimensions(size);
  return Math.max(width, height) as TargetSize;
}

/** How an image is framed: its ratio, its longer side, and an exact pixel size when it keeps one. */
export interface ImageFrame {
  readonly aspectRatio: AspectRatio;
  readonly targetSize: TargetSize;
  /** Set when the size's own width and height are kept (no named ratio). */
  readonly exactSize?: { readonly width: number; readonly height: number };
}

/**
 * The framing rule of a named size: a named ratio frames the image at the size's longer side;
 * none, or 'Original', keeps the size's own width and height (which reads as '1:1' when
 * square). The server frames the demo route's request by it and the screen labels the result
 * by it, so both say the same.
 */
export function frameOfSize(size: ImageSize, aspectRatio?: AspectRatio): ImageFrame {
  const targetSize = targetSizeOf(size);
  if (aspectRatio !== undefined && aspectRatio !== 'Original') return { aspectRatio, targetSize };
  const exactSize = imageSizeDimensions(size);
  return {
    aspectRatio: exactSize.width === exactSize.height ? '1:1' : 'Original',
    targetSize,
    exactSize,
  };
}
