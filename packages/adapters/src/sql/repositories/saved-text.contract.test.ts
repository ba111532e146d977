import { expect, it } from 'vitest';
import { aSavedText } from '../../testing/builders';
import { describeRepositoryContract } from './contract-support';

describeRepositoryContract('saved texts', (ctx) => {
  const { newUser } = ctx;
  it('creates, finds and lists newest first with pagination', async () => {
    const user = await newUser();
    const created = [];
    for (let i = 0; i < 12; i++) {
      created.push(await ctx.db.savedTexts.create(aSavedText(user.id, { prompt: `t${i}` })));
    }
    expect(await ctx.db.savedTexts.findById(user.id, created[0]!.id)).toEqual(created[0]);
    const page2 = await ctx.db.savedTexts.list({ userId: user.id, page: 2, limit: 10 });
    expect(page2.total).toBe(12);
    expect(page2.items.map((t) => t.prompt)).toEqual(['t1', 't0']);
  });

  it('filters by type, length and style, and searches prompt and content literally', async () => {
    const user = await newUser();
    await ctx.db.savedTexts.create(
      aSavedText(user.id, { prompt: 'email to boss', textType: 'email', textLength: 'medium' }),
    );
    await ctx.db.savedTexts.create(
      aSavedText(user.id, {
        prompt: 'tweet',
        content: 'Save 50% today_only',
        textType: 'socialMedia',
        writingStyle: 'casual',
      }),
    );
    await ctx.db.savedTexts.create(aSavedText(user.id, { prompt: 'blog', textType: 'blogPost' }));
    const list = (filters: object) =>
      ctx.db.savedTexts
        .list({ userId: user.id, page: 1, limit: 10, filters })
        .then((p) => p.items.map((t) => t.prompt).sort());
    expect(await list({ textType: 'email' })).toEqual(['email to boss']);
    expect(await list({ textLength: 'medium' })).toEqual(['email to boss']);
    expect(await list({ writingStyle: 'casual' })).toEqual(['tweet']);
    expect(await list({ textType: 'blogPost', writingStyle: 'casual' })).toEqual([]);
    expect(await list({ search: 'BOSS' })).toEqual(['email to boss']);
    expect(await list({ search: '50%' })).toEqual(['tweet']);
    expect(await list({ search: 'y_o' })).toEqual(['tweet']);
    expect(await list({ search: '%' })).toEqual(['tweet']);
    expect(await list({ search: "x' OR 1=1 --" })).toEqual([]);
  });

  it('soft-deletes only the owner’s text', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const text = await ctx.db.savedTexts.create(aSavedText(a.id));
    expect(await ctx.db.savedTexts.findById(b.id, text.id)).toBeNull();
    expect(await ctx.db.savedTexts.delete(b.id, text.id)).toBe(false);
    expect(await ctx.db.savedTexts.findById(a.id, text.id)).not.toBeNull();
    expect(await ctx.db.savedTexts.delete(a.id, text.id)).toBe(true);
    expect(await ctx.db.savedTexts.findById(a.id, text.id)).toBeNull();
    expect((await ctx.db.savedTexts.list({ userId: a.id, page: 1, limit: 10 })).total).toBe(0);
  });
});
