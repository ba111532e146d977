import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DemoEditGenerator } from './demo-edit.generator';
import { DEMO_IMAGE_FAILURE_TRIGGER } from './demo-image.generator';
import { pixelDistance, sourcePicture } from '../testing/pictures';

const input = async (prompt: string, count = 1) => ({
  prompt,
  source: await sourcePicture(),
  width: 128,
  height: 96,
  count,
});

describe('DemoEditGenerator', () => {
  const model = new DemoEditGenerator({ concurrentRenders: 1 });

  it('changes the source visibly, as the instruction says, at the asked size', async () => {
    const request = await input('make it a sunset');
    const [image] = await model.generate(request);
    expect(image?.contentType).toBe('image/png');
    expect(image).toMatchObject({ width: 128, height: 96 });
    const meta = await sharp(image?.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 128, 96]);
    expect(
      await pixelDistance(image?.bytes ?? new Uint8Array(), request.source.bytes),
    ).toBeGreaterThan(10);
  });

  it('gives the same bytes for the same source and instruction, others for another', async () => {
    const [first] = await model.generate(await input('make it a sunset'));
    const [again] = await model.generate(await input('make it a sunset'));
    const [other] = await model.generate(await input('turn it into winter'));
    expect(Buffer.from(again?.bytes ?? []).equals(Buffer.from(first?.bytes ?? []))).toBe(true);
    expect(
      await pixelDistance(first?.bytes ?? new Uint8Array(), other?.bytes ?? new Uint8Array()),
    ).toBeGreaterThan(5);
  });

  it('depends on the source pixels too', async () => {
    const request = await input('make it a sunset');
    const flipped = {
      ...request,
      source: {
        ...request.source,
        bytes: await sharp(request.source.bytes).flop().png().toBuffer(),
      },
    };
    const [a] = await model.generate(request);
    const [b] = await model.generate(flipped);
    expect(Buffer.from(a?.bytes ?? []).equals(Buffer.from(b?.bytes ?? []))).toBe(false);
  });

  it('makes count images, and fails when asked to', async () => {
    expect(await model.generate(await input('brighter', 3))).toHaveLength(3);
    await expect(
      model.generate(await input(`brighter ${DEMO_IMAGE_FAILURE_TRIGGER}`)),
    ).rejects.toMatchObject({
      code: 'generation_failed',
    });
  });

  it('refuses a source it cannot read', async () => {
    const broken = {
      ...(await input('brighter')),
      source: { bytes: new Uint8Array([1, 2, 3]), contentType: 'image/png' },
    };
    await expect(model.generate(broken)).rejects.toMatchObject({ code: 'generation_failed' });
  });
});
