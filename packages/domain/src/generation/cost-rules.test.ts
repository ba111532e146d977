import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageCost, isLargeImageSize, textCost, videoCost, voiceCost } from './cost-rules';
import { IMAGE_SIZES, TARGET_SIZES } from './image-options';
import { OUTPUT_LANGUAGES, TEXT_LENGTHS } from './text-options';

describe('image cost (SPEC §9)', () => {
  it.each([
    // size, count, upscale, styleTransfer, cost
    ['512x512', 1, false, false, 2], // base
    ['768x768', 1, false, false, 2],
    ['1024x1024', 1, false, false, 4], // +2 for 1024
    ['1024x768', 1, false, false, 4],
    ['768x1024', 1, false, false, 4],
    [1024, 1, false, false, 4], // targetSize 1024
    [768, 1, false, false, 2],
    [512, 1, false, false, 2],
    ['512x512', 2, false, false, 4], // +2 per extra image
    ['512x512', 4, false, false, 8],
    ['512x512', 1, true, false, 5], // +3 upscale
    ['512x512', 1, false, true, 3], // +1 style transfer
    ['1024x1024', 4, true, true, 4 + 6 + 3 + 1],
    [1024, 3, true, false, 4 + 4 + 3],
  ] as const)(
    '%j × %i, upscale %s, style transfer %s -> %i',
    (size, count, upscale, styleTransfer, cost) => {
      expect(imageCost({ size, count, upscale, styleTransfer })).toBe(cost);
    },
  );

  it('defaults to one image with no options', () => {
    expect(imageCost({ size: '512x512' })).toBe(2);
  });

  it('prices a count under 1 (a field being edited) as 1', () => {
    expect(imageCost({ size: '512x512', count: 0 })).toBe(2);
  });

  it('knows the large sizes', () => {
    expect(IMAGE_SIZES.filter((size) => isLargeImageSize(size))).toEqual([
      '1024x1024',
      '1024x768',
      '768x1024',
    ]);
    expect(TARGET_SIZES.filter((size) => isLargeImageSize(size))).toEqual([1024]);
  });

  it('is the sum of its parts (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<string | number>(...IMAGE_SIZES, ...TARGET_SIZES),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        fc.boolean(),
        (size, count, upscale, styleTransfer) => {
          const base = imageCost({ size, count: 1 });
          expect(imageCost({ size, count, upscale, styleTransfer })).toBe(
            base + 2 * (count - 1) + (upscale ? 3 : 0) + (styleTransfer ? 1 : 0),
          );
        },
      ),
    );
  });
});

describe('text cost (SPEC §9)', () => {
  it.each([
    ['short', 1, 'english', 1],
    ['medium', 1, 'english', 2],
    ['long', 1, 'english', 4],
    ['short', 5, 'english', 5], // + variants − 1
    ['medium', 3, 'english', 4],
    ['short', 1, 'spanish', 2], // +1 Spanish
    ['long', 5, 'spanish', 9],
  ] as const)('%s × %i in %s -> %i', (textLength, count, outputLanguage, cost) => {
    expect(textCost({ textLength, count, outputLanguage })).toBe(cost);
  });

  it('defaults to one English variant', () => {
    expect(textCost({ textLength: 'medium' })).toBe(2);
  });

  it('covers every combination (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TEXT_LENGTHS),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(...OUTPUT_LANGUAGES),
        (textLength, count, outputLanguage) => {
          const base = { short: 1, medium: 2, long: 4 }[textLength];
          expect(textCost({ textLength, count, outputLanguage })).toBe(
            base + count - 1 + (outputLanguage === 'spanish' ? 1 : 0),
          );
        },
      ),
    );
  });
});

describe('voice cost: 3 credits per started 1,000 characters', () => {
  it.each([
    // characters, cost
    [1, 3],
    [999, 3],
    [1000, 3],
    [1001, 6],
    [2000, 6],
    [2001, 9],
    [4999, 15],
    [5000, 15],
  ] as const)('%i characters -> %i credits', (characters, cost) => {
    expect(voiceCost({ characters })).toBe(cost);
  });

  it('prices an empty text (a field being edited) as one block', () => {
    expect(voiceCost({ characters: 0 })).toBe(3);
  });

  it('is a multiple of 3 that never falls as the text grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (characters) => {
        const cost = voiceCost({ characters });
        expect(cost % 3).toBe(0);
        expect(voiceCost({ characters: characters + 1 })).toBeGreaterThanOrEqual(cost);
      }),
    );
  });
});

describe('video cost: 5 credits per started 4 seconds', () => {
  it.each([
    [4, 5],
    [8, 10],
    [1, 5], // a started block is a whole block
    [5, 10],
    [12, 15],
    [0, 5], // never free
  ])('%i s -> %i credits', (durationSeconds, cost) => {
    expect(videoCost({ durationSeconds })).toBe(cost);
  });
});
