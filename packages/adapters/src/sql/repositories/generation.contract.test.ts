import { expect, it } from 'vitest';
import { aGeneration } from '../../testing/builders';
import { describeRepositoryContract } from './contract-support';

describeRepositoryContract('generations', (ctx) => {
  const { newUser } = ctx;
  it('creates pending, updates to completed or failed, and keeps parameters as JSON', async () => {
    const user = await newUser();
    const generation = await ctx.db.generations.create(
      aGeneration(user.id, { parameters: { size: '512x512', count: 2, upscale: true } }),
    );
    expect(generation).toMatchObject({
      status: 'pending',
      resultUrl: null,
      errorMessage: null,
      costCredits: 2,
      parameters: { size: '512x512', count: 2, upscale: true },
    });
    const done = await ctx.db.generations.update(user.id, generation.id, {
      status: 'completed',
      resultUrl: '/media/x.png',
    });
    expect(done).toMatchObject({ status: 'completed', resultUrl: '/media/x.png' });
    const again = await ctx.db.generations.update(user.id, generation.id, { status: 'completed' });
    expect(again?.status).toBe('completed');
    const other = await newUser();
    expect(
      await ctx.db.generations.update(other.id, generation.id, { status: 'failed' }),
    ).toBeNull();
    expect(await ctx.db.generations.findById(other.id, generation.id)).toBeNull();
    expect((await ctx.db.generations.findById(user.id, generation.id))?.status).toBe('completed');
  });

  it('lists newest first with type and status filters', async () => {
    const user = await newUser();
    const image = await ctx.db.generations.create(aGeneration(user.id));
    const text = await ctx.db.generations.create(
      aGeneration(user.id, { generationType: 'text', costCredits: 1 }),
    );
    await ctx.db.generations.update(user.id, text.id, { status: 'failed', errorMessage: 'boom' });
    const all = await ctx.db.generations.list({ userId: user.id, page: 1, limit: 10 });
    expect(all.items.map((g) => g.id)).toEqual([text.id, image.id]);
    const texts = await ctx.db.generations.list({
      userId: user.id,
      page: 1,
      limit: 10,
      filters: { type: 'text' },
    });
    expect(texts.items.map((g) => g.errorMessage)).toEqual(['boom']);
    const pending = await ctx.db.generations.list({
      userId: user.id,
      page: 1,
      limit: 10,
      filters: { status: 'pending' },
    });
    expect(pending.items.map((g) => g.id)).toEqual([image.id]);
  });
});
