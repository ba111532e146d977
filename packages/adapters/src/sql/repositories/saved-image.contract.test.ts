import { randomUUID } from 'node:crypto';
import type { SavedImage } from '@lumen/domain';
import { expect, it } from 'vitest';
import { aSavedImage } from '../../testing/builders';
import { describeRepositoryContract } from './contract-support';

describeRepositoryContract('saved images', (ctx) => {
  const { newUser } = ctx;
  it('saves several at once, with every field, in order', async () => {
    const user = await newUser();
    const saved = await ctx.db.savedImages.createMany(user.id, [
      aSavedImage(user.id, { prompt: 'first', upscale: true, negativePrompt: 'blur' }),
      aSavedImage(user.id, { prompt: 'second', styleTransfer: true, finalWidth: null }),
    ]);
    expect(saved.map((i) => i.prompt)).toEqual(['first', 'second']);
    expect(saved[0]).toMatchObject({
      upscale: true,
      styleTransfer: false,
      negativePrompt: 'blur',
    });
    expect(saved[1]).toMatchObject({ upscale: false, styleTransfer: true, finalWidth: null });
    expect(await ctx.db.savedImages.findById(user.id, saved[0]!.id)).toEqual(saved[0]);
    expect(await ctx.db.savedImages.createMany(user.id, [])).toEqual([]);
  });

  it('lists one page at a time, newest first, with the total', async () => {
    const user = await newUser();
    for (let i = 0; i < 25; i++) {
      await ctx.db.savedImages.createMany(user.id, [aSavedImage(user.id, { prompt: `p${i}` })]);
    }
    const first = await ctx.db.savedImages.list({ userId: user.id, page: 1, limit: 12 });
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(12);
    expect(first.items[0]?.prompt).toBe('p24');
    const last = await ctx.db.savedImages.list({ userId: user.id, page: 3, limit: 12 });
    expect(last.items.map((i) => i.prompt)).toEqual(['p0']);
    const beyond = await ctx.db.savedImages.list({ userId: user.id, page: 9, limit: 12 });
    expect(beyond).toEqual({ items: [], total: 25 });
    const oldest = await ctx.db.savedImages.list({
      userId: user.id,
      page: 1,
      limit: 2,
      sort: { by: 'created_at', order: 'asc' },
    });
    expect(oldest.items.map((i) => i.prompt)).toEqual(['p0', 'p1']);
  });

  it('filters by style, size and aspect ratio and sorts by prompt', async () => {
    const user = await newUser();
    await ctx.db.savedImages.createMany(user.id, [
      aSavedImage(user.id, {
        prompt: 'b',
        style: 'cartoon',
        size: '512x512',
        aspectRatio: '16:9',
      }),
      aSavedImage(user.id, {
        prompt: 'a',
        style: 'cartoon',
        size: '1024x1024',
        aspectRatio: '1:1',
      }),
      aSavedImage(user.id, {
        prompt: 'c',
        style: 'vintage',
        size: '512x512',
        aspectRatio: '16:9',
      }),
    ]);
    const list = (filters: object, order: 'asc' | 'desc' = 'asc') =>
      ctx.db.savedImages
        .list({ userId: user.id, page: 1, limit: 10, filters, sort: { by: 'prompt', order } })
        .then((p) => p.items.map((i) => i.prompt));
    expect(await list({})).toEqual(['a', 'b', 'c']);
    expect(await list({}, 'desc')).toEqual(['c', 'b', 'a']);
    expect(await list({ style: 'cartoon' })).toEqual(['a', 'b']);
    expect(await list({ size: '512x512' })).toEqual(['b', 'c']);
    expect(await list({ aspectRatio: '16:9', style: 'vintage' })).toEqual(['c']);
    expect(await list({ style: 'abstract' })).toEqual([]);
  });

  it('searches prompts for the literal text: %, _, quotes and SQL are just characters', async () => {
    const user = await newUser();
    const prompts = [
      '100% natural light',
      '100 percent natural',
      'snake_case sign',
      'snakeXcase sign',
      "it's a quote",
      'say "hello"',
      'order by id desc;-- injection',
      'back\\slash path',
      'Plain Words',
    ];
    await ctx.db.savedImages.createMany(
      user.id,
      prompts.map((prompt) => aSavedImage(user.id, { prompt })),
    );
    const search = (text: string) =>
      ctx.db.savedImages
        .list({ userId: user.id, page: 1, limit: 20, filters: { search: text } })
        .then((p) => p.items.map((i) => i.prompt).sort());
    expect(await search('%')).toEqual(['100% natural light']);
    expect(await search('0% n')).toEqual(['100% natural light']);
    expect(await search('_')).toEqual(['snake_case sign']);
    expect(await search("'")).toEqual(["it's a quote"]);
    expect(await search('"hello"')).toEqual(['say "hello"']);
    expect(await search('id desc;--')).toEqual(['order by id desc;-- injection']);
    expect(await search('\\')).toEqual(['back\\slash path']);
    expect(await search('!')).toEqual([]);
    expect(await search('plain words')).toEqual(['Plain Words']);
    expect(await search("' OR '1'='1")).toEqual([]);
  });

  it('refuses a sort column or direction outside the allow-list', async () => {
    const user = await newUser();
    const bad = (sort: unknown) =>
      ctx.db.savedImages.list({ userId: user.id, page: 1, limit: 5, sort: sort as never });
    await expect(bad({ by: 'id desc;--', order: 'asc' })).rejects.toThrow(/sort column/);
    await expect(bad({ by: 'prompt', order: 'sideways' })).rejects.toThrow(/sort order/);
    await expect(bad({ by: '__proto__', order: 'asc' })).rejects.toThrow(/sort column/);
  });

  it('soft-deletes, and isolates users: B can neither see nor delete A’s images', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const [image] = await ctx.db.savedImages.createMany(a.id, [aSavedImage(a.id)]);
    const id = (image as SavedImage).id;
    expect(await ctx.db.savedImages.findById(b.id, id)).toBeNull();
    expect(await ctx.db.savedImages.delete(b.id, id)).toBe(false);
    expect((await ctx.db.savedImages.list({ userId: b.id, page: 1, limit: 10 })).total).toBe(0);
    expect(await ctx.db.savedImages.delete(a.id, id)).toBe(true);
    expect(await ctx.db.savedImages.delete(a.id, id)).toBe(false);
    expect(await ctx.db.savedImages.findById(a.id, id)).toBeNull();
    expect((await ctx.db.savedImages.list({ userId: a.id, page: 1, limit: 10 })).total).toBe(0);
    expect(await ctx.db.savedImages.delete(a.id, randomUUID())).toBe(false);
  });
});
