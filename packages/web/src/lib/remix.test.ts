import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { REMIX_PARAM, remixHref, remixValues } from './remix';

const schema = z.object({
  prompt: z.string().min(1),
  size: z.enum(['512x512', '1024x1024']),
  upscale: z.boolean(),
});

describe('remix', () => {
  it('carries the settings in one parameter and reads back those the form accepts', () => {
    const href = remixHref('/image-generator', {
      prompt: 'A fox & a hen',
      size: '1024x1024',
      upscale: true,
      negativePrompt: undefined,
    });
    const raw = new URL(href, 'http://x').searchParams.get(REMIX_PARAM);
    expect(remixValues(schema, raw)).toEqual({
      prompt: 'A fox & a hen',
      size: '1024x1024',
      upscale: true,
    });
  });

  it('leaves out unknown and invalid settings; nothing from a broken parameter', () => {
    expect(remixValues(schema, JSON.stringify({ size: '9x9', other: 1, prompt: 'x' }))).toEqual({
      prompt: 'x',
    });
    expect(remixValues(schema, '{not json')).toBeNull();
    expect(remixValues(schema, null)).toBeNull();
    expect(remixValues(schema, '[1]')).toBeNull();
  });
});
