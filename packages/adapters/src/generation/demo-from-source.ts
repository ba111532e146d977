import { createHash } from 'node:crypto';
import {
  DomainError,
  type GeneratedImageData,
  type ImageFromSourceGenerator,
  type ImageFromSourceInput,
} from '@lumen/domain';
import sharp, { type Sharp } from 'sharp';
import { failIfAsked } from './demo-image.generator';
import { type RenderSlots, renderSlotsOf } from './render-slots';

/** How one demo image is made of the source, framed at the asked size (`sharp` of it). */
export type DemoSourceLook = (
  image: Sharp,
  look: {
    readonly seed: Buffer;
    readonly index: number;
    readonly width: number;
    readonly height: number;
  },
) => Sharp;

/**
 * The demo models that start from one of the user's images: the source is read by sharp,
 * framed at the asked size (cover, centred) and changed by `look`, one PNG per image; the
 * same source and settings always give the same bytes. sharp works on libuv's pool, bounded
 * by the render slots every demo image model shares.
 */
export class DemoFromSourceGenerator implements ImageFromSourceGenerator {
  readonly model = 'demo' as const;
  readonly #slots: RenderSlots;

  constructor(
    /** What the seed is a hash of besides the settings (the source's bytes, the instruction). */
    private readonly seedOf: (input: ImageFromSourceInput) => readonly (string | Uint8Array)[],
    private readonly look: DemoSourceLook,
    options: { concurrentRenders?: number } = {},
  ) {
    this.#slots = renderSlotsOf(options);
  }

  isAvailable(): boolean {
    return true;
  }

  async generate(input: ImageFromSourceInput): Promise<GeneratedImageData[]> {
    failIfAsked(input.prompt);
    const hash = createHash('sha256');
    for (const part of this.seedOf(input)) hash.update(part).update('\0');
    const seed = hash.digest();
    const images: GeneratedImageData[] = [];
    for (let index = 0; index < input.count; index++) {
      images.push(await this.#slots.run(() => this.#renderOne(input, seed, index)));
    }
    return images;
  }

  async #renderOne(
    input: ImageFromSourceInput,
    seed: Buffer,
    index: number,
  ): Promise<GeneratedImageData> {
    const { width, height } = input;
    let framed: Sharp;
    try {
      framed = sharp(input.source.bytes)
        .rotate()
        .resize(width, height, { fit: 'cover', position: 'centre' });
      // Framed first, so the look's own overlays meet pixels of the asked size.
      framed = sharp(await framed.png().toBuffer());
    } catch {
      throw new DomainError('generation_failed', 'The source image cannot be read');
    }
    const { data, info } = await this.look(framed, { seed, index, width, height })
      .png({ compressionLevel: 6, adaptiveFiltering: false })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/png', width: info.width, height: info.height };
  }
}

/** One byte of the seed, as a fraction 0…1. */
export const seedFraction = (seed: Buffer, at: number) => (seed[at % seed.length] ?? 0) / 255;
