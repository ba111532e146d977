import type { EditGenerator } from '@lumen/domain';
import { DemoFromSourceGenerator, seedFraction } from './demo-from-source';

/**
 * The demo edit model, offline: the source's own pixels, recoloured (hue, saturation,
 * brightness) and washed with a tint and a band, all taken from a hash of the instruction and
 * the source. The same pair gives the same bytes; another instruction, another picture.
 */
export class DemoEditGenerator extends DemoFromSourceGenerator implements EditGenerator {
  constructor(options: { concurrentRenders?: number } = {}) {
    super(
      (input) => ['edit', input.prompt.trim().toLowerCase(), input.source.bytes],
      (image, { seed, index, width, height }) => {
        const hue = Math.round(40 + seedFraction(seed, 0) * 280 + index * 37) % 360;
        const tint = `rgb(${seed[1]},${seed[2]},${seed[3]})`;
        const band = Math.round(seedFraction(seed, 4) * height * 0.6);
        const overlay = Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
            `<rect width="${width}" height="${height}" fill="${tint}" fill-opacity="0.28"/>` +
            `<rect y="${band}" width="${width}" height="${Math.round(height * 0.25)}" fill="${tint}" fill-opacity="0.35"/>` +
            '</svg>',
        );
        return image
          .modulate({
            hue,
            saturation: 0.6 + seedFraction(seed, 5) * 1.2,
            brightness: 0.85 + seedFraction(seed, 6) * 0.3,
          })
          .composite([{ input: overlay, blend: 'over' }]);
      },
      options,
    );
  }
}
