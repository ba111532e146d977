import type { ImageFromSourceInput } from '@lumen/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { failureOf, useFakeGemini } from '../testing/gemini-test-setup';
import { sourcePicture } from '../testing/pictures';
import {
  editInstruction,
  GeminiEditGenerator,
  GeminiVariationGenerator,
  variationInstruction,
} from './gemini-from-source.generator';

const input = async (
  overrides: Partial<ImageFromSourceInput> = {},
): Promise<ImageFromSourceInput> => ({
  prompt: 'Make it a winter night',
  source: await sourcePicture(),
  width: 512,
  height: 384,
  count: 1,
  ...overrides,
});

describe('Gemini edit and variation against the fake Gemini server (real @google/genai)', () => {
  const gemini = useFakeGemini({ retryAttempts: 3 });
  const { client } = gemini;

  it('an edit sends the picture as inline data with the instruction, framed to the asked size', async () => {
    const request = await input();
    const images = await new GeminiEditGenerator(client()).generate(request);
    expect(images).toHaveLength(1);
    expect(images[0]).toMatchObject({ width: 512, height: 384, contentType: 'image/png' });
    const meta = await sharp(images[0]?.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 384]);
    const [sent] = gemini.fake.requests;
    expect(sent?.path).toBe('/v1beta/models/gemini-2.5-flash-image:generateContent');
    expect(sent?.body.generationConfig).toMatchObject({ responseModalities: ['IMAGE'] });
    const parts = sent?.body.contents[0].parts;
    expect(parts[0].inlineData).toEqual({
      mimeType: 'image/png',
      data: Buffer.from(request.source.bytes).toString('base64'),
    });
    expect(parts[1].text).toBe(editInstruction(request, 0));
    expect(parts[1].text).toContain('Make it a winter night');
  });

  it('variations: one call per take, each told it is a variation of the picture', async () => {
    const request = await input({ prompt: 'a lighthouse', count: 3 });
    const images = await new GeminiVariationGenerator(client()).generate(request);
    expect(images).toHaveLength(3);
    expect(gemini.fake.requests).toHaveLength(3);
    const texts = gemini.fake.requests.map((sent) => sent.body.contents[0].parts[1].text as string);
    expect(new Set(texts).size).toBe(3);
    expect(texts).toContain(variationInstruction(request, 2));
    for (const text of texts) {
      expect(text).toContain('variation of this image');
      expect(text).toContain('a lighthouse');
    }
  });

  it('a safety block or an answer in words fails as the image model does', async () => {
    gemini.fake.script('blocked');
    expect(
      (await failureOf(new GeminiEditGenerator(client()).generate(await input()))).details,
    ).toMatchObject({
      kind: 'blocked',
    });
    gemini.fake.script('refusal-text');
    expect(
      (await failureOf(new GeminiVariationGenerator(client()).generate(await input()))).details,
    ).toMatchObject({
      kind: 'refused',
    });
  });
});
