import { randomUUID } from 'node:crypto';
import type {
  GallerySortField,
  ImageStyle,
  SavedImageFilters,
  SavedTextFilters,
  TextType,
} from '@lumen/domain';
import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { aSavedImage, aSavedText, aUser } from '../testing/builders';
import type { Database } from './database';
import { MIGRATION_TEST_DIALECTS, useMigratedDatabase } from './migration-test-support';
import { createMigrator } from './migrator';
import { cutSuffixes, fillSavedListIndexes, SEARCH_TERM_CHARS } from './saved-content-index';
import {
  aUserWithList,
  expectSamePage,
  plainQueryPage,
  savedTextRow,
} from './saved-list-test-support';
import { containsPattern, LIKE_ESCAPE } from './sql-support';

// Migration 0008: per-user tallies give the saved lists' totals, and the prompt-term index
// answers the gallery's substring search. Whatever plan the list picks, it must answer exactly
// what the plain query over the rows answers (COUNT(*) and LIKE '%…%' in the same database,
// so the same collation), and see every save and delete at once.

const MIGRATION = '0008-saved-list-tallies-and-terms';
const TABLES = ['saved_image_counts', 'saved_text_counts', 'saved_image_terms'];

const STYLES: readonly ImageStyle[] = ['realistic', 'cartoon', 'vintage'];
const WORDS = [
  'harbour',
  'Harbour',
  'HARBOUR',
  'Hárbour',
  'straße',
  'strasse',
  '100%',
  'a_b',
  'x!y',
  '🌊 wave',
  'lighthouse',
  'at dusk',
  "o'clock",
];

/** Deterministic prompts: short and long, repeated words, the odd characters above. */
function prompts(n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const w = (k: number) => WORDS[(i * 7 + k * 3) % WORDS.length];
    let prompt = `${w(0)} ${i % 4 === 0 ? w(1) : ''} ${w(2)} #${i}`.replace(/ +/g, ' ');
    if (i % 9 === 0) prompt = `${prompt} ${'m'.repeat(620)} harbour`; // longer than prompt_short
    if (i % 11 === 0) prompt = `${w(3)}${w(3)}`; // a term twice in one prompt
    out.push(prompt);
  }
  return out;
}

function referencePage(
  db: Database,
  userId: string,
  filters: SavedImageFilters,
  sort: { by: GallerySortField; order: 'asc' | 'desc' },
  page: number,
  limit: number,
) {
  const where: string[] = [];
  const bind: Record<string, string> = {};
  if (filters.style) {
    where.push('`style` = $style');
    bind.style = filters.style;
  }
  if (filters.size) {
    where.push('`size` = $size');
    bind.size = filters.size;
  }
  if (filters.search) {
    where.push(`\`prompt\` LIKE $search ESCAPE '${LIKE_ESCAPE}'`);
    bind.search = containsPattern(filters.search);
  }
  const dir = sort.order === 'asc' ? 'ASC' : 'DESC';
  return plainQueryPage(
    db,
    { table: 'saved_images', userId, where, bind, orderBy: `\`${sort.by}\` ${dir}, \`id\` ${dir}` },
    page,
    limit,
  );
}

describe.each(MIGRATION_TEST_DIALECTS)('saved list tallies and prompt terms (%s)', (dialect) => {
  const ctx = useMigratedDatabase(dialect);

  it('gallery pages and totals equal the plain query over the rows, every plan and page', async () => {
    const user = await ctx.db.users.create(aUser());
    const other = await ctx.db.users.create(aUser());
    const texts = prompts(90);
    await ctx.db.savedImages.createMany(
      user.id,
      texts.map((prompt, i) =>
        aSavedImage(user.id, {
          prompt,
          style: STYLES[i % 3] as ImageStyle,
          size: i % 2 ? '512x512' : '1024x1024',
        }),
      ),
    );
    // Another user's rows never count; a deleted row neither.
    await ctx.db.savedImages.createMany(other.id, [aSavedImage(other.id, { prompt: 'harbour' })]);
    const all = await ctx.db.savedImages.list({ userId: user.id, page: 1, limit: 100 });
    expect(await ctx.db.savedImages.delete(user.id, all.items[3]?.id as string)).toBe(true);

    const searches = [
      undefined,
      'harbour',
      'ss',
      'ß',
      '100%',
      'a_b',
      '_',
      'x!y',
      '🌊',
      "'",
      `mm${'m'.repeat(SEARCH_TERM_CHARS)} harbour`, // longer than a term: checked on the row
      'lighthouse at dusk #1', // longer than a term, and only in some
      '#17',
      'nowhere',
    ];
    const filterSets: Omit<SavedImageFilters, 'search'>[] = [
      {},
      { style: 'cartoon' },
      { style: 'vintage', size: '1024x1024' },
    ];
    for (const search of searches) {
      for (const base of filterSets) {
        const filters = { ...base, ...(search ? { search } : {}) };
        for (const sort of [
          { by: 'created_at', order: 'desc' },
          { by: 'prompt', order: 'asc' },
          { by: 'prompt', order: 'desc' },
        ] as const) {
          // Page 1 favours walking the sort order, deep pages taking the matches: both run.
          for (const [page, limit] of [
            [1, 5],
            [4, 7],
            [1, 100],
          ] as const) {
            const label = `${JSON.stringify(filters)} ${sort.by} ${sort.order} p${page}/${limit}`;
            const want = await referencePage(ctx.db, user.id, filters, sort, page, limit);
            const got = await ctx.db.savedImages.list({
              userId: user.id,
              page,
              limit,
              filters,
              sort,
            });
            expectSamePage(got, want, label);
          }
        }
      }
    }
  }, 300_000);

  it('a save or a delete shows in the very next list, its total and its search', async () => {
    const { user, list } = await aUserWithList(ctx.db, ctx.db.savedImages);
    expect((await list({})).total).toBe(0);
    const [a, b] = await ctx.db.savedImages.createMany(user.id, [
      aSavedImage(user.id, { prompt: 'quiet harbour', style: 'cartoon' }),
      aSavedImage(user.id, { prompt: 'busy market', style: 'cartoon' }),
    ]);
    expect((await list({ style: 'cartoon' })).total).toBe(2);
    expect((await list({ style: 'cartoon', search: 'harbour' })).items.map((i) => i.id)).toEqual([
      a?.id,
    ]);
    expect(await ctx.db.savedImages.delete(user.id, a?.id as string)).toBe(true);
    expect(await ctx.db.savedImages.delete(user.id, a?.id as string)).toBe(false);
    expect((await list({ style: 'cartoon' })).total).toBe(1);
    expect((await list({ search: 'harbour' })).total).toBe(0);
    expect((await list({ search: 'market' })).items.map((i) => i.id)).toEqual([b?.id]);
    // Another user's delete of this id changes nothing.
    const stranger = await ctx.db.users.create(aUser());
    expect(await ctx.db.savedImages.delete(stranger.id, b?.id as string)).toBe(false);
    expect((await list({})).total).toBe(1);
  });

  it('concurrent saves and deletes of one user keep the tallies and terms exact', async () => {
    const user = await ctx.db.users.create(aUser());
    const saved = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        ctx.db.savedImages.createMany(
          user.id,
          Array.from({ length: 1 + (i % 4) }, (_, k) =>
            aSavedImage(user.id, {
              prompt: `wave ${i}-${k}`,
              style: STYLES[(i + k) % 3] as ImageStyle,
            }),
          ),
        ),
      ),
    );
    const ids = saved.flat().map((image) => image.id);
    const gone = ids.filter((_, i) => i % 3 === 0);
    const results = await Promise.all([
      ...gone.map((id) => ctx.db.savedImages.delete(user.id, id)),
      ...gone.map((id) => ctx.db.savedImages.delete(user.id, id)),
      ctx.db.savedImages.createMany(user.id, [aSavedImage(user.id, { prompt: 'wave late' })]),
    ]);
    // Each image is deleted once, whichever of the two calls got there first.
    expect(results.slice(0, gone.length * 2).filter((r) => r === true)).toHaveLength(gone.length);
    for (const style of [undefined, ...STYLES]) {
      for (const search of [undefined, 'wave', 'wave 1']) {
        const filters = { ...(style ? { style } : {}), ...(search ? { search } : {}) };
        const want = await referencePage(
          ctx.db,
          user.id,
          filters,
          { by: 'created_at', order: 'desc' },
          1,
          100,
        );
        const got = await ctx.db.savedImages.list({
          userId: user.id,
          page: 1,
          limit: 100,
          filters,
        });
        expect(got.total, JSON.stringify(filters)).toBe(want.total);
      }
    }
  });

  it('saved texts: totals from the tally, per filter, after saves and deletes', async () => {
    const user = await ctx.db.users.create(aUser());
    const types: TextType[] = ['article', 'email', 'creative'];
    const created = [];
    for (let i = 0; i < 14; i++) {
      created.push(
        await ctx.db.savedTexts.create(
          aSavedText(user.id, {
            textType: types[i % 3] as TextType,
            textLength: i % 2 ? 'short' : 'long',
            writingStyle: i % 5 ? 'casual' : 'formal',
            prompt: `prompt ${i}`,
          }),
        ),
      );
    }
    await ctx.db.savedTexts.create(aSavedText((await ctx.db.users.create(aUser())).id));
    expect(await ctx.db.savedTexts.delete(user.id, created[0]?.id as string)).toBe(true);
    expect(await ctx.db.savedTexts.delete(user.id, created[4]?.id as string)).toBe(true);
    const live = created.filter((_, i) => i !== 0 && i !== 4);
    const cases: SavedTextFilters[] = [
      {},
      { textType: 'email' },
      { textLength: 'short', writingStyle: 'casual' },
      { textType: 'article', textLength: 'long', writingStyle: 'formal' },
      { search: 'prompt 1' },
      { textType: 'creative', search: 'PROMPT' },
    ];
    for (const filters of cases) {
      const want = live
        .filter(
          (t) =>
            (!filters.textType || t.textType === filters.textType) &&
            (!filters.textLength || t.textLength === filters.textLength) &&
            (!filters.writingStyle || t.writingStyle === filters.writingStyle) &&
            (!filters.search || t.prompt.toLowerCase().includes(filters.search.toLowerCase())),
        )
        .map((t) => t.id)
        .reverse();
      const page1 = await ctx.db.savedTexts.list({ userId: user.id, page: 1, limit: 3, filters });
      const page2 = await ctx.db.savedTexts.list({ userId: user.id, page: 2, limit: 3, filters });
      expect(page1.total, JSON.stringify(filters)).toBe(want.length);
      expect([...page1.items, ...page2.items].map((t) => t.id)).toEqual(want.slice(0, 6));
    }
  });

  it('fills the tallies and terms from the rows already there, and reverts with down', async () => {
    // The user first: later migrations may add user columns that a reverted schema lacks.
    const user = await ctx.db.users.create(aUser());
    const migrator = createMigrator(ctx.db);
    expect((await migrator.down({ to: MIGRATION })).map((m) => m.name)).toContain(MIGRATION);
    const qi = ctx.db.sequelize.getQueryInterface();
    const tables = (await qi.showAllTables()).map(String);
    for (const table of TABLES) expect(tables).not.toContain(table);

    // Rows written before the migration, behind the repositories' back (no tallies yet).
    const at = new Date();
    const row = (prompt: string, style: string, deleted = false) => ({
      id: randomUUID(),
      user_id: user.id,
      image_url: '/media/x.png',
      source_url: '/media/x.png',
      prompt,
      size: '1024x1024',
      style,
      aspect_ratio: '1:1',
      upscale: false,
      style_transfer: false,
      created_at: at,
      updated_at: at,
      deleted_at: deleted ? at : null,
    });
    await ctx.db.sequelize.models.SavedImage?.bulkCreate([
      row('old harbour', 'cartoon'),
      row('old market', 'cartoon'),
      row('gone harbour', 'cartoon', true),
      row('vintage harbour', 'vintage'),
      row('Straße 🌊 at dawn, a long prompt of more than sixteen characters ', 'vintage'),
    ]);
    await ctx.db.sequelize.models.SavedText?.bulkCreate(
      [1, 2, 3].map((i) =>
        savedTextRow(user.id, at, {
          prompt: `p${i}`,
          content: 'c',
          text_type: 'email',
          deleted: i === 3,
        }),
      ),
    );

    expect((await migrator.up()).map((m) => m.name)).toContain(MIGRATION);
    for (const table of TABLES) expect((await qi.showAllTables()).map(String)).toContain(table);
    const images = (filters: SavedImageFilters) =>
      ctx.db.savedImages.list({ userId: user.id, page: 1, limit: 12, filters });
    expect((await images({})).total).toBe(4);
    // The database made the same suffixes the write path makes.
    const stored = await ctx.db.sequelize.query<{ image_id: string; pos: number; term: string }>(
      'SELECT `image_id`, `pos`, `term` FROM `saved_image_terms` WHERE `user_id` = $u',
      { bind: { u: user.id }, type: QueryTypes.SELECT },
    );
    const live = await ctx.db.savedImages.list({ userId: user.id, page: 1, limit: 12 });
    expect(stored.length).toBeGreaterThan(0);
    for (const image of live.items) {
      const mine = stored
        .filter((t) => t.image_id === image.id)
        .map((t) => ({ pos: Number(t.pos), suffix: t.term }))
        .sort((a, b) => a.pos - b.pos);
      expect(mine, image.prompt).toEqual(cutSuffixes(image.prompt, SEARCH_TERM_CHARS));
    }
    // In chunks of images (two live images a statement, then the remainder), the same terms
    // and tallies again.
    const everyTerm =
      'SELECT `image_id`, `pos`, `term`, `style` FROM `saved_image_terms` ORDER BY 1, 2';
    const everyTally = 'SELECT * FROM `saved_image_counts` ORDER BY 1, 2, 3, 4';
    const inOne = await ctx.db.sequelize.query(everyTerm, { type: QueryTypes.SELECT });
    const tallies = await ctx.db.sequelize.query(everyTally, { type: QueryTypes.SELECT });
    for (const table of TABLES) await ctx.db.sequelize.query(`DELETE FROM \`${table}\``);
    await fillSavedListIndexes(ctx.db, { imagesPerStatement: 2 });
    expect(await ctx.db.sequelize.query(everyTerm, { type: QueryTypes.SELECT })).toEqual(inOne);
    expect(await ctx.db.sequelize.query(everyTally, { type: QueryTypes.SELECT })).toEqual(tallies);
    expect((await images({ style: 'cartoon' })).total).toBe(2);
    expect((await images({ search: 'harbour' })).total).toBe(2);
    expect((await images({ search: 'SSE 🌊 AT' })).total).toBe(0);
    expect((await images({ search: 'ße 🌊 AT DAWN, A LONG' })).total).toBe(1);
    expect((await images({ style: 'cartoon', search: 'harbour' })).total).toBe(1);
    expect(
      (await ctx.db.savedTexts.list({ userId: user.id, page: 1, limit: 10, filters: {} })).total,
    ).toBe(2);
    expect(await ctx.db.migrate()).toEqual([]);
  });
});
