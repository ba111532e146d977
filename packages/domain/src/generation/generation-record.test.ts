import { describe, expect, it } from 'vitest';
import type { Generation } from '../shared/entities';
import { madeImage, recordedImageFields } from './generation-record';

const at = new Date('2026-01-02T03:04:05.000Z');
const generation = (parameters: Record<string, unknown> | null): Generation => ({
  id: 'g1',
  userId: 'u1',
  generationType: 'image',
  prompt: 'a lighthouse at dusk',
  resultUrl: '/media/u1/a.png',
  costCredits: 4,
  status: 'completed',
  parameters,
  errorMessage: null,
  createdAt: at,
  updatedAt: at,
  deletedAt: null,
});

const batch = generation({
  model: 'demo',
  size: '1024x768',
  style: 'vintage',
  aspectRatio: '16:9',
  targetSize: 1024,
  count: 2,
  guidance: 9,
  upscale: true,
  styleTransfer: false,
  negativePrompt: 'fog',
  images: [
    { url: '/media/u1/a.png', finalWidth: 2048, finalHeight: 1152 },
    { url: '/media/u1/b.png', finalWidth: 2048, finalHeight: 1152 },
  ],
});

describe('what a generation recorded about its images', () => {
  it('knows every image of its batch, and no other', () => {
    expect(madeImage(batch, '/media/u1/a.png')).toBe(true);
    expect(madeImage(batch, '/media/u1/b.png')).toBe(true);
    expect(madeImage(batch, '/media/u1/c.png')).toBe(false);
    expect(madeImage({ ...batch, generationType: 'text' }, '/media/u1/a.png')).toBe(false);
  });

  it('gives the saved-image fields from the record, each image its own final size', () => {
    expect(recordedImageFields(batch, '/media/u1/b.png')).toEqual({
      prompt: 'a lighthouse at dusk',
      negativePrompt: 'fog',
      size: '1024x768',
      style: 'vintage',
      model: 'demo',
      guidance: 9,
      aspectRatio: '16:9',
      sizeRequested: 1024,
      upscale: true,
      styleTransfer: false,
      finalWidth: 2048,
      finalHeight: 1152,
    });
  });

  it('leaves out what the record lacks or holds in another shape', () => {
    expect(recordedImageFields(generation({ size: 1024, style: '' }), '/media/u1/a.png')).toEqual({
      prompt: 'a lighthouse at dusk',
      negativePrompt: null,
    });
    expect(recordedImageFields(generation(null), '/media/u1/a.png')).toEqual({
      prompt: 'a lighthouse at dusk',
      negativePrompt: null,
    });
  });
});
