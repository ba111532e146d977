import { describe, expect, it } from 'vitest';
import { issuesOf, messagesAt } from '../testing/zod-issues';
import {
  geminiImageRequestSchema,
  imageGenerationSchema,
  textGenerationSchema,
} from './generation.schema';

const p = (length: number) => 'p'.repeat(length);

describe('image generation schema (SPEC §5)', () => {
  it('fills the defaults', () => {
    expect(imageGenerationSchema.parse({ prompt: 'a red fox' })).toEqual({
      prompt: 'a red fox',
      size: '1024x1024',
      style: 'realistic',
      count: 1,
      guidance: 7,
      upscale: false,
      styleTransfer: false,
    });
  });

  it.each([
    [2, ['Prompt must be at least 3 characters long']],
    [3, []],
    [1000, []],
    [1001, ['Prompt too long']],
  ])('prompt of %i characters -> %j', (length, messages) => {
    expect(messagesAt(imageGenerationSchema, { prompt: p(length) }, 'prompt')).toEqual(messages);
  });

  it('counts the prompt after trimming', () => {
    expect(messagesAt(imageGenerationSchema, { prompt: '  ab  ' }, 'prompt')).toEqual([
      'Prompt must be at least 3 characters long',
    ]);
  });

  it.each([
    [500, []],
    [501, ['Negative prompt too long']],
  ])('negative prompt of %i characters -> %j', (length, messages) => {
    expect(
      messagesAt(
        imageGenerationSchema,
        { prompt: 'fox', negativePrompt: p(length) },
        'negativePrompt',
      ),
    ).toEqual(messages);
  });

  it.each([
    ['512x512', true],
    ['768x768', true],
    ['1024x1024', true],
    ['1024x768', true],
    ['768x1024', true],
    ['256x256', false],
    ['1024', false],
  ])('size %s -> valid %s', (size, valid) => {
    expect(imageGenerationSchema.safeParse({ prompt: 'fox', size }).success).toBe(valid);
  });

  it.each([
    ['realistic', true],
    ['artistic', true],
    ['cartoon', true],
    ['abstract', true],
    ['vintage', true],
    ['anime', false],
  ])('style %s -> valid %s', (style, valid) => {
    expect(imageGenerationSchema.safeParse({ prompt: 'fox', style }).success).toBe(valid);
  });

  it.each([
    [0, false],
    [1, true],
    [4, true],
    [5, false],
    [1.5, false],
  ])('count %d -> valid %s', (count, valid) => {
    expect(imageGenerationSchema.safeParse({ prompt: 'fox', count }).success).toBe(valid);
  });

  it.each([
    [0, false],
    [1, true],
    [20, true],
    [21, false],
  ])('guidance %d -> valid %s', (guidance, valid) => {
    expect(imageGenerationSchema.safeParse({ prompt: 'fox', guidance }).success).toBe(valid);
  });

  it('takes booleans for upscale and styleTransfer', () => {
    expect(imageGenerationSchema.safeParse({ prompt: 'fox', upscale: 'yes' }).success).toBe(false);
    expect(
      imageGenerationSchema.parse({ prompt: 'fox', upscale: true, styleTransfer: true }),
    ).toMatchObject({ upscale: true, styleTransfer: true });
  });
});

describe('Gemini image request', () => {
  it('fills the defaults', () => {
    expect(geminiImageRequestSchema.parse({ prompt: 'a red fox' })).toEqual({
      prompt: 'a red fox',
      style: 'realistic',
      aspectRatio: '1:1',
      creativity: 7,
      count: 1,
      targetSize: 1024,
      upscale: false,
      styleTransfer: false,
    });
  });

  it.each([
    [512, true],
    [768, true],
    [1024, true],
    [256, false],
    ['1024', false],
  ])('targetSize %j -> valid %s', (targetSize, valid) => {
    expect(geminiImageRequestSchema.safeParse({ prompt: 'fox', targetSize }).success).toBe(valid);
  });

  it.each([
    ['1:1', true],
    ['16:9', true],
    ['9:16', true],
    ['Original', true],
    ['4:3', false],
  ])('aspectRatio %s -> valid %s', (aspectRatio, valid) => {
    expect(geminiImageRequestSchema.safeParse({ prompt: 'fox', aspectRatio }).success).toBe(valid);
  });

  it.each([
    [0, false],
    [1, true],
    [20, true],
    [21, false],
  ])('creativity %d -> valid %s', (creativity, valid) => {
    expect(geminiImageRequestSchema.safeParse({ prompt: 'fox', creativity }).success).toBe(valid);
  });

  it.each([
    [0, false],
    [1, true],
    [4, true],
    [5, false],
  ])('count %d -> valid %s', (count, valid) => {
    expect(geminiImageRequestSchema.safeParse({ prompt: 'fox', count }).success).toBe(valid);
  });

  it('uses the same prompt messages', () => {
    expect(issuesOf(geminiImageRequestSchema, { prompt: 'ab', negativePrompt: p(501) })).toEqual({
      prompt: ['Prompt must be at least 3 characters long'],
      negativePrompt: ['Negative prompt too long'],
    });
    expect(messagesAt(geminiImageRequestSchema, { prompt: p(1001) }, 'prompt')).toEqual([
      'Prompt too long',
    ]);
  });
});

describe('text generation request', () => {
  const valid = {
    prompt: 'Launch post for our app',
    textType: 'socialMedia',
    textLength: 'short',
    writingStyle: 'casual',
  };

  it('defaults outputLanguage to english and count to 1', () => {
    expect(textGenerationSchema.parse(valid)).toEqual({
      ...valid,
      outputLanguage: 'english',
      count: 1,
    });
  });

  it.each([
    [0, false],
    [1, true],
    [5, true],
    [6, false],
  ])('variants %d -> valid %s', (count, valid_) => {
    expect(textGenerationSchema.safeParse({ ...valid, count }).success).toBe(valid_);
  });

  it('needs a non-blank prompt, with the screen message', () => {
    expect(messagesAt(textGenerationSchema, { ...valid, prompt: '   ' }, 'prompt')).toEqual([
      'Please enter a description for your text.',
    ]);
  });

  it.each([
    ['textType', 'article'],
    ['textType', 'blogPost'],
    ['textType', 'socialMedia'],
    ['textType', 'email'],
    ['textType', 'productDescription'],
    ['textType', 'creative'],
    ['textLength', 'short'],
    ['textLength', 'medium'],
    ['textLength', 'long'],
    ['writingStyle', 'professional'],
    ['writingStyle', 'casual'],
    ['writingStyle', 'friendly'],
    ['writingStyle', 'formal'],
    ['writingStyle', 'persuasive'],
    ['writingStyle', 'informative'],
    ['outputLanguage', 'english'],
    ['outputLanguage', 'spanish'],
  ])('accepts %s %s', (field, value) => {
    expect(textGenerationSchema.safeParse({ ...valid, [field]: value }).success).toBe(true);
  });

  it.each([
    ['textType', 'poem'],
    ['textLength', 'huge'],
    ['writingStyle', 'angry'],
    ['outputLanguage', 'french'],
  ])('refuses %s %s', (field, value) => {
    expect(textGenerationSchema.safeParse({ ...valid, [field]: value }).success).toBe(false);
  });
});
