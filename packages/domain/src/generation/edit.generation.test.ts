import { beforeEach, describe, expect, it } from 'vitest';
import type { ImageFromSourceGenerator, ImageFromSourceInput } from './image-from-source';
import { imageCost } from './cost-rules';
import { editGeneration, editGenerationSchema } from './edit.generation';
import { variationGeneration, variationGenerationSchema } from './variation.generation';
import { SOURCE_IMAGE_MESSAGES } from '../media/source-image';
import { aUser, topUp } from '../use-cases/testing/accounts';
import { createFakePorts } from '../use-cases/testing/fakes';
import { createUseCases } from '../use-cases/use-cases';

describe('editGeneration and variationGeneration', () => {
  it('price as the image rule for the same size and count, and keep the source by its URL', () => {
    const edit = editGenerationSchema.parse({
      prompt: 'make it winter',
      source: { url: '/media/u/a.png' },
      size: '1024x768',
      count: 3,
    });
    expect(edit.model).toBe('demo');
    expect(editGeneration.cost(edit)).toBe(imageCost({ size: '1024x768', count: 3 }));
    const parameters = editGeneration.parameters(edit, 'demo');
    expect(parameters).toEqual({
      model: 'demo',
      size: '1024x768',
      sourceUrl: '/media/u/a.png',
      count: 3,
    });
    expect(editGeneration.reserved({ prompt: edit.prompt, parameters })).toEqual({
      model: 'demo',
      input: {
        prompt: 'make it winter',
        sourceUrl: '/media/u/a.png',
        count: 3,
        width: 1024,
        height: 768,
      },
    });
    expect(editGeneration.reserved({ prompt: 'x', parameters: { model: 'demo' } })).toBeNull();

    const variation = variationGenerationSchema.parse({ source: { url: '/media/u/a.png' } });
    expect(variation).toMatchObject({ count: 1, size: '1024x1024', model: 'demo' });
    expect(variationGeneration.prompt(variation)).toBe('');
    expect(variationGeneration.prompt({ ...variation, prompt: 'a cat' })).toBe('a cat');
    expect(variationGeneration.cost(variation)).toBe(imageCost({ size: '1024x1024', count: 1 }));
  });

  it('an edit needs the image route’s prompt', () => {
    const missing = editGenerationSchema.safeParse({ source: { url: '/media/u/a.png' } });
    expect(missing.success).toBe(false);
  });
});

describe('the pipeline of an image made from a source', () => {
  const seen: ImageFromSourceInput[] = [];
  let fails = false;
  const model: ImageFromSourceGenerator = {
    model: 'demo',
    isAvailable: () => true,
    generate: async (input) => {
      seen.push(input);
      if (fails) throw new Error('boom');
      return Array.from({ length: input.count }, () => ({
        bytes: new Uint8Array([9]),
        contentType: 'image/png',
        width: input.width,
        height: input.height,
      }));
    },
  };

  function setup() {
    const fakes = createFakePorts();
    const useCases = createUseCases(
      {
        ...fakes,
        unitOfWork: { run: (work) => work(fakes) },
        generators: { ...fakes.generators, edit: [model], variation: [model] },
      },
      { publicUrl: 'http://localhost:3000' },
    );
    fakes.generationQueue.handle(useCases.generation.runJob);
    return { fakes, useCases };
  }

  let s: ReturnType<typeof setup>;
  let userId: string;
  let sourceUrl: string;
  beforeEach(async () => {
    seen.length = 0;
    fails = false;
    s = setup();
    userId = await aUser(s.fakes);
    await topUp(s.fakes, userId, 20);
    sourceUrl = (
      await s.fakes.mediaStore.put({
        userId,
        bytes: new Uint8Array([1, 2, 3]),
        contentType: 'image/png',
      })
    ).url;
  });

  const edit = (url: string) =>
    editGenerationSchema.parse({ prompt: 'make it winter', source: { url }, size: '512x512' });

  it('reads the source’s bytes when the job runs, charges once and stores new media', async () => {
    const done = await s.useCases.generation.generate('edit', userId, edit(sourceUrl));
    const cost = imageCost({ size: '512x512', count: 1 });
    expect(done.ok && done.value).toMatchObject({ creditsUsed: cost, remainingCredits: 20 - cost });
    expect(seen[0]).toMatchObject({ prompt: 'make it winter', width: 512, height: 512 });
    expect([...(seen[0]?.source.bytes ?? [])]).toEqual([1, 2, 3]);
    const images = done.ok ? done.value.images : [];
    expect(images).toHaveLength(1);
    expect(images[0]).not.toBe(sourceUrl);
    expect(s.fakes.generations.rows[0]).toMatchObject({
      generationType: 'edit',
      status: 'completed',
      prompt: 'make it winter',
    });
    expect(s.fakes.generations.rows[0]?.parameters).toMatchObject({ sourceUrl });
  });

  it('refuses another user’s, an unknown or a non-image source, charging nothing', async () => {
    const other = await s.fakes.mediaStore.put({
      userId: 'someone-else',
      bytes: new Uint8Array([1]),
      contentType: 'image/png',
    });
    const audio = await s.fakes.mediaStore.put({
      userId,
      bytes: new Uint8Array([1]),
      contentType: 'audio/mpeg',
    });
    for (const url of [other.url, '/media/x/unknown.png', 'https://example.com/a.png', audio.url]) {
      const refused = await s.useCases.generation.generate('variation', userId, {
        ...variationGenerationSchema.parse({ source: { url } }),
      });
      expect(refused.ok ? null : refused.error).toMatchObject({
        code: 'validation_error',
        message: SOURCE_IMAGE_MESSAGES.notOwn,
        details: { issues: [{ path: 'source.url', message: SOURCE_IMAGE_MESSAGES.notOwn }] },
      });
    }
    expect(s.fakes.generations.rows).toHaveLength(0);
    expect(await s.fakes.creditLedger.balance(userId)).toBe(20);
  });

  it('a source gone before the job runs, or a failing model: failed and refunded once', async () => {
    fails = true;
    const failed = await s.useCases.generation.generate('edit', userId, edit(sourceUrl));
    expect(failed.ok ? null : failed.error.code).toBe('generation_failed');
    expect(await s.fakes.creditLedger.balance(userId)).toBe(20);

    fails = false;
    s.fakes.mediaStore.files.clear();
    const gone = await s.useCases.generation.generate('edit', userId, edit(sourceUrl));
    expect(gone.ok ? null : gone.error.message).toBe(SOURCE_IMAGE_MESSAGES.gone);
    expect(await s.fakes.creditLedger.balance(userId)).toBe(20);
    expect(s.fakes.generations.rows.map((row) => row.status)).toEqual(['failed', 'failed']);
  });
});
