import { randomUUID } from 'node:crypto';
import { DomainError } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { aSavedImage, aSavedText, aUser } from '../testing/builders';
import { MIGRATION_TEST_DIALECTS, useMigratedDatabase } from './migration-test-support';
import { createMigrator } from './migrator';
import { savedTextRow } from './saved-list-test-support';
import { readSavedUsage } from './saved-usage';

// Migration 0019: each account's saved-library usage (items, and the UTF-8 bytes of their texts
// and prompts), kept by every save and delete, filled from the rows already there.

const MIGRATION = '0019-saved-usage';

describe.each(MIGRATION_TEST_DIALECTS)('saved library usage (%s)', (dialect) => {
  const ctx = useMigratedDatabase(dialect);

  it('fills the usage from the live rows already there (bytes, not characters), and reverts with down', async () => {
    const user = await ctx.db.users.create(aUser());
    const migrator = createMigrator(ctx.db);
    expect((await migrator.down({ to: MIGRATION })).map((m) => m.name)).toContain(MIGRATION);
    const qi = ctx.db.sequelize.getQueryInterface();
    expect((await qi.showAllTables()).map(String)).not.toContain('saved_usage');

    const at = new Date();
    await ctx.db.sequelize.models.SavedText?.bulkCreate([
      // 3 + 6 bytes ('€' is three), 1 + 1, and a deleted one that does not count.
      savedTextRow(user.id, at, { prompt: '€', content: '€€', text_type: 'email' }),
      savedTextRow(user.id, at, { prompt: 'p', content: 'c', text_type: 'email' }),
      savedTextRow(user.id, at, {
        prompt: 'gone',
        content: 'gone',
        text_type: 'email',
        deleted: true,
      }),
    ]);
    await ctx.db.sequelize.models.SavedImage?.bulkCreate([
      {
        id: randomUUID(),
        user_id: user.id,
        image_url: '/media/x.png',
        source_url: '/media/x.png',
        prompt: 'Straße',
        negative_prompt: 'blur',
        size: '1024x1024',
        style: 'cartoon',
        aspect_ratio: '1:1',
        upscale: false,
        style_transfer: false,
        created_at: at,
        updated_at: at,
      },
    ]);

    expect((await migrator.up()).map((m) => m.name)).toContain(MIGRATION);
    // 9 + 2 + ('Straße' is 7 bytes) 7 + 4.
    expect(await readSavedUsage(ctx.db, user.id)).toEqual({ items: 3, bytes: 22 });
  });

  it('counts each save and delete in its transaction, and refuses what would pass the quota', async () => {
    const user = await ctx.db.users.create(aUser());
    const quota = { items: 2, bytes: 1000 };
    const text = await ctx.db.savedTexts.create(
      { ...aSavedText(user.id), content: 'ñ'.repeat(10), prompt: 'x' },
      quota,
    );
    expect(await readSavedUsage(ctx.db, user.id)).toEqual({ items: 1, bytes: 21 });
    await ctx.db.savedImages.createMany(
      user.id,
      [{ ...aSavedImage(user.id), prompt: 'abc', negativePrompt: null }],
      quota,
    );
    expect(await readSavedUsage(ctx.db, user.id)).toEqual({ items: 2, bytes: 24 });

    const refused = ctx.db.savedTexts.create(
      { ...aSavedText(user.id), content: 'c', prompt: 'p' },
      quota,
    );
    await expect(refused).rejects.toBeInstanceOf(DomainError);
    await expect(refused).rejects.toMatchObject({
      code: 'quota_exceeded',
      details: { quota: 'items', limit: 2 },
    });
    // Nothing of the refused save stayed.
    expect((await ctx.db.savedTexts.list({ userId: user.id, page: 1, limit: 10 })).total).toBe(1);

    expect(await ctx.db.savedTexts.delete(user.id, text.id)).toBe(true);
    expect(await readSavedUsage(ctx.db, user.id)).toEqual({ items: 1, bytes: 3 });
    const tooBig = ctx.db.savedTexts.create(
      { ...aSavedText(user.id), content: 'x'.repeat(1000), prompt: 'p' },
      quota,
    );
    await expect(tooBig).rejects.toMatchObject({
      code: 'quota_exceeded',
      details: { quota: 'bytes' },
    });
    expect(await readSavedUsage(ctx.db, user.id)).toEqual({ items: 1, bytes: 3 });
  });
});
