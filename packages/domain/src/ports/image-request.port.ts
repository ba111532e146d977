import type { ImageGenerationInput } from './generators.port';

/**
 * An image request that names its exact pixel size (the demo route's `size: '1024x768'`).
 * Generators that can honour it do; others fall back to `aspectRatio` and `targetSize`.
 */
export interface SizedImageGenerationInput extends ImageGenerationInput {
  readonly exactSize?: { readonly width: number; readonly height: number };
}
