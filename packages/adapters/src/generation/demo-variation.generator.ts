import type { VariationGenerator } from '@lumen/domain';
import { DemoFromSourceGenerator, seedFraction } from './demo-from-source';

/**
 * The demo variation model, offline: take i of the source is its own pixels mirrored or not,
 * turned to another hue and softened or sharpened, each from a hash of the source's bytes and
 * i. The same source gives the same takes; the takes differ from each other.
 */
export class DemoVariationGenerator extends DemoFromSourceGenerator implements VariationGenerator {
  constructor(options: { concurrentRenders?: number } = {}) {
    super(
      (input) => ['variation', input.source.bytes],
      (image, { seed, index }) => {
        // Each take has its own bytes of the seed, and its own part of the colour wheel.
        const at = index * 4;
        const hue = Math.round(45 + index * 80 + seedFraction(seed, at) * 40) % 360;
        let take = image.modulate({
          hue,
          saturation: 0.7 + seedFraction(seed, at + 1) * 0.9,
          brightness: 0.9 + seedFraction(seed, at + 2) * 0.2,
        });
        if (index % 2 === 1) take = take.flop();
        return seedFraction(seed, at + 3) > 0.5 ? take.blur(1.5) : take.sharpen({ sigma: 1.2 });
      },
      options,
    );
  }
}
