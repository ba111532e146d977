import { describe, expect, it } from 'vitest';
import { imageSaveSchema, textSaveSchema } from './library.schema';

const image = {
  id: 'img-1',
  url: '/media/u1/img-1.png',
  prompt: 'a red fox',
  negativePrompt: '',
  settings: { size: '1024x1024', style: 'realistic', model: 'demo', guidance: 7 },
  aspectRatio: '1:1',
  sizeRequested: 1024,
  finalWidth: 1024,
  finalHeight: 1024,
  upscale: 0,
  styleTransfer: 1,
  timestamp: '2026-01-01T00:00:00.000Z',
};

describe('image save body', () => {
  it('takes generated-image objects and the settings, with defaults', () => {
    const parsed = imageSaveSchema.parse({ imageUrls: [image], settings: {} });
    expect(parsed.settings).toEqual({
      size: '1024x1024',
      style: 'realistic',
      guidance: 7,
      aspectRatio: '1:1',
      sizeRequested: 1024,
      upscale: false,
      styleTransfer: false,
    });
    expect(parsed.imageUrls[0]).toMatchObject({
      url: image.url,
      upscale: false,
      styleTransfer: true,
    });
  });

  it('reads 0/1 and booleans for the flags', () => {
    const parsed = imageSaveSchema.parse({
      imageUrls: [{ url: 'u' }],
      settings: { upscale: 1, styleTransfer: true },
    });
    expect(parsed.settings.upscale).toBe(true);
    expect(parsed.settings.styleTransfer).toBe(true);
  });

  it.each([
    [{ imageUrls: [], settings: {} }, false],
    [{ imageUrls: [{ url: '' }], settings: {} }, false],
    [{ imageUrls: ['https://x/y.png'], settings: {} }, false],
    [{ imageUrls: [{ url: 'u' }] }, false],
    [{ imageUrls: [{ url: 'u' }], settings: { size: '100x100' } }, false],
    [{ imageUrls: [{ url: 'u' }], settings: { sizeRequested: 768 } }, true],
    [{ imageUrls: [{ url: 'u' }], settings: { guidance: 21 } }, false],
    [{ imageUrls: [{ url: 'u', upscale: 2 }], settings: {} }, false],
  ])('%j -> valid %s', (body, valid) => {
    expect(imageSaveSchema.safeParse(body).success).toBe(valid);
  });
});

describe('text save body', () => {
  const text = {
    content: 'Hello world',
    prompt: 'greet the world',
    textType: 'email',
    textLength: 'short',
    writingStyle: 'friendly',
    outputLanguage: 'spanish',
  };

  it('accepts a saved text', () => {
    expect(textSaveSchema.parse(text)).toEqual(text);
  });

  it.each([
    ['content', ''],
    ['prompt', ' '],
    ['textType', 'poem'],
    ['textLength', 'xl'],
    ['writingStyle', 'loud'],
    ['outputLanguage', 'german'],
  ])('refuses %s %j', (field, value) => {
    expect(textSaveSchema.safeParse({ ...text, [field]: value }).success).toBe(false);
  });
});
