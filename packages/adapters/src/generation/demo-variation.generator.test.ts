import { describe, expect, it } from 'vitest';
import { pixelDistance, sourcePicture } from '../testing/pictures';
import { DemoVariationGenerator } from './demo-variation.generator';

describe('DemoVariationGenerator', () => {
  const model = new DemoVariationGenerator({ concurrentRenders: 1 });
  const input = async (count: number) => ({
    prompt: '',
    source: await sourcePicture(),
    width: 96,
    height: 96,
    count,
  });

  it('makes count takes at the asked size, each visibly different from the others', async () => {
    const takes = await model.generate(await input(4));
    expect(takes).toHaveLength(4);
    for (const take of takes)
      expect(take).toMatchObject({ width: 96, height: 96, contentType: 'image/png' });
    for (let i = 0; i < takes.length; i++) {
      for (let j = i + 1; j < takes.length; j++) {
        expect(
          await pixelDistance(
            takes[i]?.bytes ?? new Uint8Array(),
            takes[j]?.bytes ?? new Uint8Array(),
          ),
        ).toBeGreaterThan(5);
      }
    }
  });

  it('gives take i the same bytes for the same source', async () => {
    const first = await model.generate(await input(2));
    const again = await model.generate(await input(2));
    expect(first.map((take) => Buffer.from(take.bytes).toString('base64'))).toEqual(
      again.map((take) => Buffer.from(take.bytes).toString('base64')),
    );
  });
});
