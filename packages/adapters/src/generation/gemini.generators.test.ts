import type { ImageGenerationInput, TextGenerationInput } from '@lumen/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { failureOf, useFakeGemini } from '../testing/gemini-test-setup';
import {
  creativityTemperature,
  GeminiImageGenerator,
  imagePrompt,
  targetDimensions,
} from './gemini-image.generator';
import { GeminiTextGenerator, textPrompt } from './gemini-text.generator';

const image = (overrides: Partial<ImageGenerationInput> = {}): ImageGenerationInput => ({
  prompt: 'A lighthouse on a cliff at dawn',
  style: 'realistic',
  aspectRatio: '1:1',
  targetSize: 512,
  count: 1,
  guidance: 7,
  upscale: false,
  styleTransfer: false,
  ...overrides,
});

const text = (overrides: Partial<TextGenerationInput> = {}): TextGenerationInput => ({
  prompt: 'Our new reusable coffee cup',
  textType: 'productDescription',
  textLength: 'short',
  writingStyle: 'persuasive',
  outputLanguage: 'english',
  count: 1,
  ...overrides,
});

describe('Gemini generators against the fake Gemini server (real @google/genai)', () => {
  const gemini = useFakeGemini({ retryAttempts: 3 });
  const { client } = gemini;

  describe('images (gemini-2.5-flash-image through generateContent)', () => {
    it('sends one IMAGE request per picture with the built prompt, ratio and creativity', async () => {
      const generator = new GeminiImageGenerator(client());
      const images = await generator.generate(
        image({
          prompt: 'A red fox in snow',
          negativePrompt: 'people, text',
          style: 'cartoon',
          aspectRatio: '16:9',
          count: 3,
          guidance: 15,
          styleTransfer: true,
        }),
      );
      expect(images).toHaveLength(3);
      expect(gemini.fake.requests).toHaveLength(3);
      for (const request of gemini.fake.requests) {
        expect(request.path).toBe('/v1beta/models/gemini-2.5-flash-image:generateContent');
        expect(request.apiKey).toBe(gemini.fake.apiKey);
        expect(request.body.generationConfig).toMatchObject({
          responseModalities: ['IMAGE'],
          imageConfig: { aspectRatio: '16:9' },
          temperature: creativityTemperature(15),
          candidateCount: 1,
        });
        const prompt: string = request.body.contents[0].parts[0].text;
        expect(prompt).toContain('A red fox in snow');
        expect(prompt).toContain('Style: cartoon');
        expect(prompt).toContain('16:9');
        expect(prompt).toContain('Creativity 15/20');
        expect(prompt).toContain('Do not include: people, text.');
        expect(prompt).toContain('style transfer');
      }
    });

    it('post-processes with sharp to the target size and ratio, 2× when upscaled', async () => {
      const generator = new GeminiImageGenerator(client());
      const cases = [
        { aspectRatio: '1:1', targetSize: 512, upscale: false, size: [512, 512] },
        { aspectRatio: '16:9', targetSize: 1024, upscale: false, size: [1024, 576] },
        { aspectRatio: '9:16', targetSize: 768, upscale: true, size: [864, 1536] },
        // 'Original': the model's own frame (3:2 from the fake), long side = target.
        { aspectRatio: 'Original', targetSize: 768, upscale: false, size: [768, 512] },
      ] as const;
      for (const c of cases) {
        const [out] = await generator.generate(
          image({ aspectRatio: c.aspectRatio, targetSize: c.targetSize, upscale: c.upscale }),
        );
        expect(out, c.aspectRatio).toBeDefined();
        const meta = await sharp(out?.bytes).metadata();
        expect([meta.width, meta.height], c.aspectRatio).toEqual(c.size);
        expect([out?.width, out?.height]).toEqual(c.size);
        expect(meta.format).toBe('png');
        expect(out?.contentType).toBe('image/png');
      }
      // No ratio asked for 'Original'.
      expect(gemini.fake.requests.at(-1)?.body.generationConfig.imageConfig).toBeUndefined();
    });

    it('honours an exact size when the request names one', async () => {
      const [out] = await new GeminiImageGenerator(client()).generate(
        image({ exactSize: { width: 1024, height: 768 }, upscale: true }),
      );
      expect([out?.width, out?.height]).toEqual([2048, 1536]);
    });

    it('a blocked prompt fails as "blocked" with the reason, without retrying', async () => {
      gemini.fake.script('blocked');
      const error = await failureOf(new GeminiImageGenerator(client()).generate(image()));
      expect(error.code).toBe('generation_failed');
      expect(error.details).toMatchObject({ kind: 'blocked', reason: 'SAFETY' });
      expect(error.message).toContain('SAFETY');
      expect(gemini.fake.requests).toHaveLength(1);
    });

    it('an IMAGE_SAFETY stop and a words-only answer are refusals with their reason', async () => {
      gemini.fake.script('finish-safety');
      const stopped = await failureOf(new GeminiImageGenerator(client()).generate(image()));
      expect(stopped.details).toMatchObject({ kind: 'blocked', reason: 'IMAGE_SAFETY' });

      gemini.fake.script('refusal-text');
      const refused = await failureOf(new GeminiImageGenerator(client()).generate(image()));
      expect(refused.details).toMatchObject({ kind: 'refused' });
      expect(refused.message).toContain('I cannot create that image');
    });

    it('retries a 500 and a 429 with backoff, then succeeds', async () => {
      gemini.fake.script({ status: 500 }, { status: 429 });
      const images = await new GeminiImageGenerator(client()).generate(image());
      expect(images).toHaveLength(1);
      expect(gemini.fake.requests).toHaveLength(3);
    });

    it('gives up after the configured attempts of 5xx as a provider failure', async () => {
      gemini.fake.always({ status: 503 });
      const error = await failureOf(new GeminiImageGenerator(client()).generate(image()));
      expect(error.details).toMatchObject({ kind: 'provider', status: 503 });
      expect(gemini.fake.requests).toHaveLength(3);
    });

    it('does not retry a 400', async () => {
      gemini.fake.script({ status: 400, message: 'Invalid argument' });
      const error = await failureOf(new GeminiImageGenerator(client()).generate(image()));
      expect(error.details).toMatchObject({ kind: 'provider', status: 400 });
      expect(gemini.fake.requests).toHaveLength(1);
    });

    it('times out at the configured deadline', async () => {
      gemini.fake.always('hang');
      const started = Date.now();
      const error = await failureOf(
        new GeminiImageGenerator(client({ timeoutMs: 300 })).generate(image({ count: 2 })),
      );
      expect(error.details).toMatchObject({ kind: 'timeout' });
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('malformed answers (not JSON, not an image, empty) are failures, never results', async () => {
      gemini.fake.script('malformed-json');
      expect(
        (await failureOf(new GeminiImageGenerator(client()).generate(image()))).details,
      ).toMatchObject({ kind: 'malformed' });
      gemini.fake.script('not-an-image');
      expect(
        (await failureOf(new GeminiImageGenerator(client()).generate(image()))).details,
      ).toMatchObject({ kind: 'malformed' });
      gemini.fake.script('empty');
      expect(
        (await failureOf(new GeminiImageGenerator(client()).generate(image()))).details,
      ).toMatchObject({ kind: 'malformed' });
    });

    it('one failed picture fails the whole batch', async () => {
      gemini.fake.script('ok', 'blocked');
      await failureOf(new GeminiImageGenerator(client()).generate(image({ count: 2 })));
    });

    it('a wrong API key is a provider failure (400 from the API)', async () => {
      const error = await failureOf(
        new GeminiImageGenerator(client({ apiKey: 'wrong' })).generate(image()),
      );
      expect(error.details).toMatchObject({ kind: 'provider', status: 400 });
    });
  });

  describe('texts', () => {
    it('one request per variant with type, word range, style and language in the prompt', async () => {
      const texts = await new GeminiTextGenerator(client()).generate(
        text({ count: 3, textLength: 'medium', outputLanguage: 'spanish' }),
      );
      expect(texts).toHaveLength(3);
      expect(new Set(texts).size).toBe(3);
      expect(gemini.fake.requests).toHaveLength(3);
      const prompts = gemini.fake.requests.map((r) => r.body.contents[0].parts[0].text as string);
      for (const request of gemini.fake.requests) {
        expect(request.path).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
        expect(request.body.systemInstruction.parts[0].text).toContain('copywriter');
        expect(request.body.generationConfig.responseModalities).toBeUndefined();
      }
      expect(prompts[0]).toContain('product description');
      expect(prompts[0]).toContain('Our new reusable coffee cup');
      expect(prompts[0]).toContain('between 300 and 500 words');
      expect(prompts[0]).toContain('persuasive');
      expect(prompts[0]).toContain('Spanish');
      expect(prompts.map((p) => /variant (\d) of 3/.exec(p)?.[1]).sort()).toEqual(['1', '2', '3']);
    });

    it('uses the configured text model', async () => {
      await new GeminiTextGenerator(client({ textModel: 'gemini-2.5-pro' })).generate(text());
      expect(gemini.fake.requests[0]?.path).toBe('/v1beta/models/gemini-2.5-pro:generateContent');
    });

    it('safety, 5xx, timeout and malformed answers fail with their kind', async () => {
      gemini.fake.script('finish-safety');
      expect(
        (await failureOf(new GeminiTextGenerator(client()).generate(text()))).details,
      ).toMatchObject({ kind: 'blocked', reason: 'SAFETY' });
      gemini.fake.always({ status: 500 });
      expect(
        (await failureOf(new GeminiTextGenerator(client()).generate(text()))).details,
      ).toMatchObject({ kind: 'provider', status: 500 });
      gemini.fake.always('hang');
      expect(
        (await failureOf(new GeminiTextGenerator(client({ timeoutMs: 200 })).generate(text())))
          .details,
      ).toMatchObject({ kind: 'timeout' });
      gemini.fake.always('empty');
      expect(
        (await failureOf(new GeminiTextGenerator(client()).generate(text()))).details,
      ).toMatchObject({ kind: 'malformed' });
    });
  });

  describe('streamed texts (generateContentStream, server-sent events)', () => {
    const reading = () => {
      const seen: [number, string][] = [];
      return {
        seen,
        signal: new AbortController().signal,
        onDelta: (i: number, t: string) => seen.push([i, t]),
      };
    };

    it('hands on each piece as it comes and answers the whole texts', async () => {
      const read = reading();
      const texts = await new GeminiTextGenerator(client()).stream(text({ count: 2 }), read);
      expect(texts).toHaveLength(2);
      for (const request of gemini.fake.requests) {
        expect(request.path).toBe('/v1beta/models/gemini-2.5-flash:streamGenerateContent');
      }
      for (const [variant, whole] of texts.entries()) {
        const pieces = read.seen.filter(([i]) => i === variant).map(([, piece]) => piece);
        expect(pieces.length).toBeGreaterThan(1);
        expect(pieces.join('').trim()).toBe(whole);
      }
    });

    it('a blocked stream or a 5xx fails with its kind; a dropped stream fails after its first piece', async () => {
      gemini.fake.script('finish-safety');
      expect(
        (await failureOf(new GeminiTextGenerator(client()).stream(text(), reading()))).details,
      ).toMatchObject({ kind: 'blocked' });
      gemini.fake.always({ status: 500 });
      expect(
        (await failureOf(new GeminiTextGenerator(client()).stream(text(), reading()))).details,
      ).toMatchObject({ kind: 'provider' });
      gemini.fake.always(null);
      gemini.fake.script('stream-break');
      const read = reading();
      await failureOf(new GeminiTextGenerator(client()).stream(text(), read));
      expect(read.seen).toHaveLength(1);
    });

    it('stopped, it answers what it sent', async () => {
      const stop = new AbortController();
      let sent = '';
      const texts = await new GeminiTextGenerator(client()).stream(text(), {
        signal: stop.signal,
        onDelta: (_, piece) => {
          sent += piece;
          stop.abort();
        },
      });
      expect(texts).toEqual([sent.trim()]);
    });
  });
});

describe('Gemini prompt and size rules', () => {
  it('builds the image prompt from prompt, negative prompt, style and creativity', () => {
    const prompt = imagePrompt(image({ negativePrompt: ' blur ', style: 'vintage', guidance: 2 }));
    expect(prompt).toContain('A lighthouse on a cliff at dawn');
    expect(prompt).toContain('Do not include: blur.');
    expect(prompt).toContain('sepia');
    expect(prompt).toContain('literally');
    expect(imagePrompt(image())).not.toContain('Do not include:');
  });

  it('maps creativity 1…20 onto temperature 0.2…1.8', () => {
    expect(creativityTemperature(1)).toBe(0.2);
    expect(creativityTemperature(20)).toBe(1.8);
    expect(creativityTemperature(7)).toBeGreaterThan(creativityTemperature(6));
  });

  it('computes target frames', () => {
    const source = { width: 1024, height: 1024 };
    expect(targetDimensions(image({ aspectRatio: '16:9', targetSize: 512 }), source)).toEqual({
      width: 512,
      height: 288,
    });
    expect(
      targetDimensions(image({ aspectRatio: 'Original', targetSize: 1024 }), {
        width: 600,
        height: 900,
      }),
    ).toEqual({ width: 682, height: 1024 });
  });

  it('builds the text prompt with the word range of each length', () => {
    expect(textPrompt(text({ textLength: 'long' }), 0)).toContain('between 700 and 1000 words');
    expect(textPrompt(text(), 0)).not.toContain('variant');
  });
});
