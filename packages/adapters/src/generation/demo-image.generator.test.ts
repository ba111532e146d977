import { DomainError, type ImageGenerationInput } from '@lumen/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  DEMO_IMAGE_FAILURE_TRIGGER,
  DemoImageGenerator,
  demoImageSize,
} from './demo-image.generator';

const base: ImageGenerationInput = {
  prompt: 'a lighthouse at dusk',
  style: 'realistic',
  aspectRatio: '1:1',
  targetSize: 512,
  count: 1,
  guidance: 7,
  upscale: false,
  styleTransfer: false,
};

const generator = new DemoImageGenerator();

async function pixels(bytes: Uint8Array) {
  return sharp(bytes).resize(32, 32).raw().toBuffer();
}

function meanDifference(a: Buffer, b: Buffer): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) total += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return total / a.length;
}

describe('DemoImageGenerator', () => {
  it('makes real PNG files whose reported size is the file size', async () => {
    const [image] = await generator.generate(base);
    expect(image?.contentType).toBe('image/png');
    const meta = await sharp(image?.bytes).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([image?.width, image?.height]);
    expect([meta.width, meta.height]).toEqual([512, 512]);
  });

  it('is deterministic for the same prompt and settings, and differs when they change', async () => {
    const [a] = await generator.generate(base);
    const [b] = await generator.generate(base);
    const [c] = await generator.generate({ ...base, prompt: 'a lighthouse at dawn' });
    expect(Buffer.from(a?.bytes ?? []).equals(Buffer.from(b?.bytes ?? []))).toBe(true);
    expect(Buffer.from(a?.bytes ?? []).equals(Buffer.from(c?.bytes ?? []))).toBe(false);
  });

  it.each([
    ['1:1', 1024, [1024, 1024]],
    ['16:9', 1024, [1024, 576]],
    ['9:16', 768, [432, 768]],
    ['Original', 512, [512, 384]],
  ] as const)('honours aspect ratio %s at %i', async (aspectRatio, targetSize, size) => {
    const [image] = await generator.generate({ ...base, aspectRatio, targetSize });
    const meta = await sharp(image?.bytes).metadata();
    expect([meta.width, meta.height]).toEqual(size);
    expect([image?.width, image?.height]).toEqual(size);
  });

  it('honours an exact size, the count (distinct images) and upscale 2x', async () => {
    const input = { ...base, exactSize: { width: 768, height: 1024 }, count: 3, upscale: true };
    expect(demoImageSize(input)).toEqual({ width: 768, height: 1024 });
    const images = await generator.generate(input);
    expect(images).toHaveLength(3);
    for (const image of images) {
      const meta = await sharp(image.bytes).metadata();
      expect([meta.width, meta.height]).toEqual([1536, 2048]);
    }
    const distinct = new Set(images.map((image) => Buffer.from(image.bytes).toString('base64')));
    expect(distinct.size).toBe(3);
  });

  it('gives every style a visibly different look', async () => {
    const styles = ['realistic', 'artistic', 'cartoon', 'abstract', 'vintage'] as const;
    const looks = await Promise.all(
      styles.map(async (style) =>
        pixels((await generator.generate({ ...base, style }))[0]?.bytes ?? new Uint8Array()),
      ),
    );
    for (let i = 0; i < looks.length; i++) {
      for (let j = i + 1; j < looks.length; j++) {
        expect(meanDifference(looks[i] as Buffer, looks[j] as Buffer)).toBeGreaterThan(10);
      }
    }
  });

  it(`fails on purpose when the prompt holds ${DEMO_IMAGE_FAILURE_TRIGGER}`, async () => {
    const failure = await generator
      .generate({ ...base, prompt: `a lighthouse ${DEMO_IMAGE_FAILURE_TRIGGER}` })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(DomainError);
    expect((failure as DomainError).code).toBe('generation_failed');
  });
});
