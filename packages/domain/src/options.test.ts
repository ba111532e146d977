import { describe, expect, it } from 'vitest';
import {
  ASPECT_RATIOS,
  DEFAULT_ASPECT_RATIO,
  DEFAULT_IMAGE_SIZE,
  DEFAULT_IMAGE_STYLE,
  DEFAULT_TARGET_SIZE,
  frameOfSize,
  IMAGE_MODELS,
  IMAGE_SIZES,
  IMAGE_STYLES,
  imageSizeDimensions,
  isImageSize,
  SAVED_IMAGE_DEFAULTS,
  TARGET_SIZES,
  targetSizeOf,
} from './image-options';
import {
  DEFAULT_PROFILE_LANGUAGE,
  DEFAULT_UI_LANGUAGE,
  PROFILE_LANGUAGES,
  UI_LANGUAGES,
} from './languages';
import {
  GENERATION_STATUSES,
  GENERATION_TYPES,
  generationStatusClass,
  isPaidTransactionStatus,
  isTransactionStatus,
  TRANSACTION_STATUSES,
  transactionStatusClass,
} from './statuses';
import {
  applyTextPreset,
  DEFAULT_OUTPUT_LANGUAGE,
  OUTPUT_LANGUAGES,
  TEXT_LENGTH_COST,
  TEXT_LENGTH_WORDS,
  TEXT_LENGTHS,
  TEXT_PRESET_NAMES,
  TEXT_PRESETS,
  TEXT_TYPES,
  type TextSettings,
  WRITING_STYLES,
} from './text-options';

describe('image options (SPEC §5, §9)', () => {
  it('lists sizes, target sizes, styles, ratios and models', () => {
    expect(IMAGE_SIZES).toEqual(['512x512', '768x768', '1024x1024', '1024x768', '768x1024']);
    expect(TARGET_SIZES).toEqual([512, 768, 1024]);
    expect(IMAGE_STYLES).toEqual(['realistic', 'artistic', 'cartoon', 'abstract', 'vintage']);
    expect(ASPECT_RATIOS).toEqual(['1:1', '16:9', '9:16', 'Original']);
    expect(IMAGE_MODELS).toEqual(['demo', 'gemini']);
  });

  it('has the defaults: size 1024, ratio 1:1, style realistic', () => {
    expect(DEFAULT_IMAGE_SIZE).toBe('1024x1024');
    expect(DEFAULT_TARGET_SIZE).toBe(1024);
    expect(DEFAULT_ASPECT_RATIO).toBe('1:1');
    expect(DEFAULT_IMAGE_STYLE).toBe('realistic');
    expect(SAVED_IMAGE_DEFAULTS).toEqual({
      model: 'dall-e-3',
      aspectRatio: '1:1',
      sizeRequested: 1024,
    });
  });

  it.each([
    ['512x512', 512, 512, 512],
    ['1024x768', 1024, 768, 1024],
    ['768x1024', 768, 1024, 1024],
  ] as const)('%s is %i × %i, target %i', (size, width, height, target) => {
    expect(imageSizeDimensions(size)).toEqual({ width, height });
    expect(targetSizeOf(size)).toBe(target);
  });

  it('recognises sizes', () => {
    expect(isImageSize('768x768')).toBe(true);
    expect(isImageSize('768')).toBe(false);
    expect(isImageSize(768)).toBe(false);
  });

  it('frames a named ratio at the size’s longer side; none or Original keeps the size', () => {
    expect(frameOfSize('1024x768', '16:9')).toEqual({ aspectRatio: '16:9', targetSize: 1024 });
    expect(frameOfSize('768x1024', '1:1')).toEqual({ aspectRatio: '1:1', targetSize: 1024 });
    const kept = { width: 1024, height: 768 };
    expect(frameOfSize('1024x768')).toEqual({
      aspectRatio: 'Original',
      targetSize: 1024,
      exactSize: kept,
    });
    expect(frameOfSize('1024x768', 'Original')).toEqual(frameOfSize('1024x768'));
    expect(frameOfSize('512x512', 'Original')).toEqual({
      aspectRatio: '1:1',
      targetSize: 512,
      exactSize: { width: 512, height: 512 },
    });
  });
});

describe('text options (SPEC §9)', () => {
  it('lists types, lengths, styles and output languages', () => {
    expect(TEXT_TYPES).toEqual([
      'article',
      'blogPost',
      'socialMedia',
      'email',
      'productDescription',
      'creative',
    ]);
    expect(TEXT_LENGTHS).toEqual(['short', 'medium', 'long']);
    expect(WRITING_STYLES).toEqual([
      'professional',
      'casual',
      'friendly',
      'formal',
      'persuasive',
      'informative',
    ]);
    expect(OUTPUT_LANGUAGES).toEqual(['english', 'spanish']);
    expect(DEFAULT_OUTPUT_LANGUAGE).toBe('english');
  });

  it('gives word ranges and costs per length', () => {
    expect(TEXT_LENGTH_WORDS).toEqual({
      short: { min: 100, max: 200 },
      medium: { min: 300, max: 500 },
      long: { min: 700, max: 1000 },
    });
    expect(TEXT_LENGTH_COST).toEqual({ short: 1, medium: 2, long: 4 });
  });

  it('has the four presets', () => {
    expect(TEXT_PRESET_NAMES).toEqual(['socialPost', 'productDescription', 'email', 'blogSnippet']);
    expect(TEXT_PRESETS).toEqual({
      socialPost: { textType: 'socialMedia', textLength: 'short', writingStyle: 'casual' },
      productDescription: { textLength: 'short', writingStyle: 'persuasive' },
      email: { textLength: 'medium', writingStyle: 'professional' },
      blogSnippet: { textType: 'blogPost', textLength: 'medium', writingStyle: 'informative' },
    });
  });

  const current: TextSettings = {
    textType: 'creative',
    textLength: 'long',
    writingStyle: 'formal',
  };

  it.each([
    ['socialPost', { textType: 'socialMedia', textLength: 'short', writingStyle: 'casual' }],
    [
      'productDescription',
      { textType: 'creative', textLength: 'short', writingStyle: 'persuasive' },
    ],
    ['email', { textType: 'creative', textLength: 'medium', writingStyle: 'professional' }],
    ['blogSnippet', { textType: 'blogPost', textLength: 'medium', writingStyle: 'informative' }],
  ] as const)('applying %s gives %j', (name, expected) => {
    expect(applyTextPreset(current, name)).toEqual(expected);
  });

  it('keeps fields a preset does not know', () => {
    expect(applyTextPreset({ ...current, outputLanguage: 'spanish' }, 'email')).toMatchObject({
      outputLanguage: 'spanish',
    });
  });
});

describe('statuses (SPEC §4)', () => {
  it('lists the values', () => {
    expect(TRANSACTION_STATUSES).toEqual([
      'pending',
      'completed',
      'success',
      'failed',
      'cancelled',
      'expired',
    ]);
    expect(GENERATION_STATUSES).toEqual(['pending', 'completed', 'success', 'failed', 'cancelled']);
    expect(GENERATION_TYPES).toEqual(['image', 'text', 'voice', 'video']);
  });

  it.each([
    ['completed', 'success'],
    ['success', 'success'],
    ['pending', 'pending'],
    ['failed', 'failed'],
    ['cancelled', 'failed'],
    ['expired', 'neutral'],
    ['refunded', 'neutral'],
    ['', 'neutral'],
  ])('transaction %j displays as %s', (status, display) => {
    expect(transactionStatusClass(status)).toBe(display);
  });

  it.each([
    ['completed', 'success'],
    ['success', 'success'],
    ['pending', 'pending'],
    ['failed', 'failed'],
    ['cancelled', 'failed'],
    ['processing', 'neutral'],
  ])('generation %j displays as %s', (status, display) => {
    expect(generationStatusClass(status)).toBe(display);
  });

  it('completed and success are paid', () => {
    expect(TRANSACTION_STATUSES.filter(isPaidTransactionStatus)).toEqual(['completed', 'success']);
    expect(isTransactionStatus('expired')).toBe(true);
    expect(isTransactionStatus('paid')).toBe(false);
  });
});

describe('languages (SPEC §1, §5)', () => {
  it('offers en and es on the site, en/uk/ru in the profile, en by default', () => {
    expect(UI_LANGUAGES).toEqual(['en', 'es']);
    expect(PROFILE_LANGUAGES).toEqual(['en', 'uk', 'ru']);
    expect(DEFAULT_UI_LANGUAGE).toBe('en');
    expect(DEFAULT_PROFILE_LANGUAGE).toBe('en');
  });
});
