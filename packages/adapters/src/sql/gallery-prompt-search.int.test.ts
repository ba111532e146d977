import type { GallerySortField, SavedImageFilters } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { aSavedImage, aUser } from '../testing/builders';
import type { Database } from './database';
import { PROMPT_SHORT_MAX } from './migrations/0005-gallery-prompt-search';
import {
  indexColumns,
  MIGRATION_TEST_DIALECTS,
  useMigratedDatabase,
} from './migration-test-support';
import { createMigrator } from './migrator';

// Migration 0005: saved_images.prompt_short (the prompt up to 600 characters, else NULL) and
// the indexes that carry it; the gallery list reads short prompts on the index and long ones
// on the row, and must answer exactly what a plain LIKE / ORDER BY prompt over the rows does.

const MIGRATION = '0005-gallery-prompt-search';
const INDEXES = {
  saved_images_user_live_prompt_idx: ['user_id', 'deleted_at', 'prompt_short'],
  saved_images_user_live_style_prompt_idx: ['user_id', 'deleted_at', 'style', 'prompt_short'],
};

async function imageIndexes(db: Database) {
  const byName = await indexColumns(db, 'saved_images');
  return Object.fromEntries(Object.keys(INDEXES).map((name) => [name, byName.get(name)]));
}

// Lower-case ASCII only, so both dialects' collations order them as JavaScript does.
const filler = (letter: string, n: number) => letter.repeat(n);
const PROMPTS: readonly { prompt: string; style: string }[] = [
  { prompt: 'harbour at dawn', style: 'cartoon' },
  { prompt: 'a quiet harbour', style: 'cartoon' },
  { prompt: 'market street', style: 'cartoon' },
  { prompt: 'zebra by the harbour', style: 'vintage' },
  // Longer than PROMPT_SHORT_MAX: the match lies past the indexed length, or nowhere.
  { prompt: `m${filler('x', PROMPT_SHORT_MAX)} harbour`, style: 'cartoon' },
  { prompt: `b${filler('y', PROMPT_SHORT_MAX + 50)}`, style: 'cartoon' },
  { prompt: `h${filler('a', PROMPT_SHORT_MAX)} 100%_harbour`, style: 'vintage' },
  // Exactly PROMPT_SHORT_MAX: still short.
  { prompt: `c${filler('h', PROMPT_SHORT_MAX - 9)} harbour`, style: 'cartoon' },
  { prompt: '100% harbour', style: 'cartoon' },
];

describe.each(MIGRATION_TEST_DIALECTS)('gallery prompt search (%s)', (dialect) => {
  const ctx = useMigratedDatabase(dialect);

  it('start-up migration adds prompt_short and its indexes', async () => {
    expect((await createMigrator(ctx.db).executed()).map((m) => m.name)).toContain(MIGRATION);
    expect(await imageIndexes(ctx.db)).toEqual(INDEXES);
  });

  it('search and sort by prompt answer what the rows say, long prompts included, page by page', async () => {
    const user = await ctx.db.users.create(aUser());
    await ctx.db.savedImages.createMany(
      user.id,
      PROMPTS.map((p) => aSavedImage(user.id, p)),
    );
    expect(PROMPTS.filter((p) => p.prompt.length > PROMPT_SHORT_MAX)).toHaveLength(3);
    expect(PROMPTS.some((p) => p.prompt.length === PROMPT_SHORT_MAX)).toBe(true);

    const expected = (filters: SavedImageFilters, order: 'asc' | 'desc') => {
      const rows = PROMPTS.filter(
        (p) =>
          (!filters.style || p.style === filters.style) &&
          (!filters.search || p.prompt.includes(filters.search)),
      ).map((p) => p.prompt);
      rows.sort();
      return order === 'asc' ? rows : rows.reverse();
    };
    const cases: [SavedImageFilters, 'asc' | 'desc'][] = [
      [{}, 'asc'],
      [{}, 'desc'],
      [{ search: 'harbour' }, 'asc'],
      [{ search: 'harbour' }, 'desc'],
      [{ style: 'cartoon', search: 'harbour' }, 'asc'],
      [{ style: 'cartoon', search: 'harbour' }, 'desc'],
      [{ style: 'cartoon' }, 'asc'],
      [{ search: '0%_h' }, 'asc'],
      [{ search: '0% h' }, 'asc'],
      [{ search: 'nowhere' }, 'asc'],
    ];
    for (const [filters, order] of cases) {
      const want = expected(filters, order);
      const label = `${JSON.stringify(filters)} ${order}`;
      const sort = { by: 'prompt' as GallerySortField, order };
      const got: string[] = [];
      for (let page = 1; page <= 5; page++) {
        const p = await ctx.db.savedImages.list({ userId: user.id, page, limit: 2, filters, sort });
        expect(p.total, label).toBe(want.length);
        got.push(...p.items.map((i) => i.prompt));
      }
      expect(got, label).toEqual(want);
      // Sorted by date, the search finds the same rows.
      const byDate = await ctx.db.savedImages.list({
        userId: user.id,
        page: 1,
        limit: 20,
        filters,
      });
      expect(byDate.total, label).toBe(want.length);
      expect(byDate.items.map((i) => i.prompt).sort(), label).toEqual([...want].sort());
    }
  });

  it('reverts with Umzug down and applies again with up', async () => {
    const migrator = createMigrator(ctx.db);
    const reverted = await migrator.down({ to: MIGRATION });
    expect(reverted.map((m) => m.name)).toContain(MIGRATION);
    const without = await indexColumns(ctx.db, 'saved_images');
    for (const name of Object.keys(INDEXES)) expect(without.has(name)).toBe(false);
    const columns = await ctx.db.sequelize.getQueryInterface().describeTable('saved_images');
    expect(Object.keys(columns)).not.toContain('prompt_short');
    // 0004's index stays.
    expect(without.get('saved_images_user_live_style_idx')).toEqual([
      'user_id',
      'deleted_at',
      'style',
      'created_at',
    ]);

    expect((await migrator.up()).map((m) => m.name)).toContain(MIGRATION);
    expect(await imageIndexes(ctx.db)).toEqual(INDEXES);
    expect(await ctx.db.migrate()).toEqual([]);
  });
});
