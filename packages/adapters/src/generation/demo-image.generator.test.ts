import { createHash } from 'node:crypto';
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

const PINNED = [
  [
    'realistic',
    base,
    [[512, 512, '35195c28457c9080fc970c5a9cb633f356fec0c9552c57fb083d7a1798f6e425']],
  ],
  [
    'cartoon, 16:9, two images',
    { ...base, style: 'cartoon', aspectRatio: '16:9', count: 2 },
    [
      [512, 288, '2c8be299905ad82b045eaa8a8172d327b4b6ba3e44deaab91cd0db864c6bf6ba'],
      [512, 288, '904de7f848a66f344ba40a4022933c2499235345e97b21e1b69b7e6722f0863f'],
    ],
  ],
  [
    'vintage, upscaled',
    { ...base, style: 'vintage', upscale: true, targetSize: 256 },
    [[512, 512, '5c26e6137a7de388ec6752fd908079464e1a67ba0634681c7d8ccad9892735fe']],
  ],
  [
    'abstract, style transfer, 9:16',
    { ...base, style: 'abstract', styleTransfer: true, aspectRatio: '9:16' },
    [[288, 512, 'ec9ee868c65957cc562bba3b7200de419631fa175db0854d86bc9a1c82b9e53a']],
  ],
] as const;

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

  // Fingerprints of the files as rendered on the event loop's thread, before rendering moved to
  // worker threads: where the drawing runs must not change a byte (sharp is pinned, so its
  // libvips and zlib are too).
  it.each(PINNED)('renders %s byte for byte as before', async (_, input, expected) => {
    const images = await generator.generate(input as ImageGenerationInput);
    expect(
      images.map((image) => [
        image.width,
        image.height,
        createHash('sha256').update(image.bytes).digest('hex'),
      ]),
    ).toEqual(expected);
  });

  it('renders the same bytes when renders wait for a slot', async () => {
    const oneAtATime = new DemoImageGenerator({ concurrentRenders: 1 });
    const all = await Promise.all(
      PINNED.map(([, input]) => oneAtATime.generate(input as ImageGenerationInput)),
    );
    expect(
      all.map((images) =>
        images.map((image) => [
          image.width,
          image.height,
          createHash('sha256').update(image.bytes).digest('hex'),
        ]),
      ),
    ).toEqual(PINNED.map(([, , expected]) => expected));
  });
});
