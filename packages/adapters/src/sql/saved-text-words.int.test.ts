import type { SavedTextFilters, TextLength, TextType, WritingStyle } from '@lumen/domain';
import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { aSavedText, aUser } from '../testing/builders';
import type { Database } from './database';
import { MIGRATION_TEST_DIALECTS, useMigratedDatabase } from './migration-test-support';
import { createMigrator } from './migrator';
import { WORD_SEPARATORS } from './saved-content-index';
import {
  aUserWithList,
  expectSamePage,
  plainQueryPage,
  savedTextRow,
} from './saved-list-test-support';
import { containsPattern, LIKE_ESCAPE } from './sql-support';

// Migration 0015: the saved texts' search reads the word index (postings and each user's
// vocabulary of suffixes), alone for a search of word characters, with the plain LIKE confirming
// the candidates of any other. Whatever plan the list picks, it must answer exactly what the
// plain query over the rows answers (COUNT(*) and LIKE '%…%' in the same database, so the same
// collation: accents and case fold on MariaDB, only ASCII case on SQLite), and see every save
// and delete at once.

const MIGRATION = '0015-saved-text-words';

const TYPES: readonly TextType[] = ['article', 'email', 'creative'];
const WORDS = [
  'El niño comió junto al árbol',
  'ÁRBOL viejo',
  'arbol sin tilde',
  'Canción del MAR',
  'cigüeña en la torre',
  'Straße',
  'strasse',
  '100% natural',
  'a_b',
  'x!y',
  '🌊 ola',
  "o'clock",
  'harbour lights',
  'Ñandú',
  'puerto—faro, «muelle»; ¿barco? ¡ancla!',
  'PEÑA peña pena Pena',
  'café CAFÉ cafe',
  'x\u00a0y z\u3000w',
  'ａｂｃ！ｄｅｆ',
  'supercalifragilisticexpialidocious-antidisestablishmentarianism',
  'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz0123456789',
];

/** Deterministic texts: the words above in prompt or content, short and long, repeated grams. */
function texts(n: number): { prompt: string; content: string }[] {
  const out: { prompt: string; content: string }[] = [];
  for (let i = 0; i < n; i++) {
    const w = (k: number) => WORDS[(i * 5 + k * 3) % WORDS.length] as string;
    const prompt = i % 3 === 0 ? `escribe sobre ${w(0)}` : `write #${i}`;
    let content = `${w(1)}. ${i % 2 ? w(2) : ''} texto ${i}`;
    if (i % 7 === 0) content = `${content} ${'la mar '.repeat(90)}${w(3)}`;
    if (i % 10 === 0) content = `${w(4)}${w(4)}`;
    out.push({ prompt, content });
  }
  return out;
}

function referencePage(
  db: Database,
  userId: string,
  filters: SavedTextFilters,
  page: number,
  limit: number,
) {
  const where: string[] = [];
  const bind: Record<string, string> = {};
  for (const [column, key] of [
    ['text_type', 'textType'],
    ['text_length', 'textLength'],
    ['writing_style', 'writingStyle'],
  ] as const) {
    const value = filters[key];
    if (!value) continue;
    where.push(`\`${column}\` = $${key}`);
    bind[key] = value;
  }
  if (filters.search) {
    where.push(
      `(\`prompt\` LIKE $search ESCAPE '${LIKE_ESCAPE}' OR \`content\` LIKE $search ESCAPE '${LIKE_ESCAPE}')`,
    );
    bind.search = containsPattern(filters.search);
  }
  return plainQueryPage(
    db,
    { table: 'saved_texts', userId, where, bind, orderBy: '`created_at` DESC, `id` DESC' },
    page,
    limit,
  );
}

const SEARCHES = [
  'árbol',
  'ARBOL',
  'Árb',
  'canción',
  'CANCION',
  'niño',
  'nino',
  'cigüeña',
  'ñandú',
  '100%',
  '%',
  '0% n',
  'a_b',
  '_',
  'x!y',
  '!',
  'ß',
  'ss',
  'sse',
  'straße',
  '🌊 o',
  "o'c",
  'la',
  'a',
  'la mar la mar la mar la mar la mar', // more grams than the search intersects
  'escribe sobre',
  '#1',
  'nowhere',
  // Across punctuation and separators, several words, runs too short to range on.
  'puerto—faro',
  'puerto',
  'faro, «muelle»',
  '«muelle»',
  'muelle',
  '¿barco?',
  'ancla!',
  'o clock',
  'harbour lights',
  'lights',
  'ola',
  // Spanish accents and case (é against E, ñ against n).
  'peña',
  'PENA',
  'ña',
  'CAFÉ',
  'cafe',
  'afé',
  // The no-break and ideographic spaces equal the space on MariaDB; fullwidth forms their ASCII.
  'x y',
  'z w',
  'abc!def',
  'ａｂｃ',
  'abc',
  // Longer than the vocabulary's suffixes, and words longer than a posting holds.
  'califragilisticexpiali',
  'expialidocious',
  'istic',
  'antidisestablishmentarianism',
  'mnopqrstuvwxyzabcdefghijklmnopqrstu',
  'vwxyz0123456789',
  'qrstuvwxyzabcdefg',
  'stuvwxyzabcdefgh',
]; // 'la mar' and 'ola' hold several matching words in one text: each text counts once.

describe.each(MIGRATION_TEST_DIALECTS)('saved text words (%s)', (dialect) => {
  const ctx = useMigratedDatabase(dialect);

  it('pages and totals equal the plain query over the rows, every plan and page', async () => {
    const user = await ctx.db.users.create(aUser());
    const other = await ctx.db.users.create(aUser());
    const made = [];
    for (const [i, text] of texts(60).entries()) {
      made.push(
        await ctx.db.savedTexts.create(
          aSavedText(user.id, {
            ...text,
            textType: TYPES[i % 3] as TextType,
            textLength: (i % 2 ? 'short' : 'long') as TextLength,
            writingStyle: (i % 5 ? 'casual' : 'formal') as WritingStyle,
          }),
        ),
      );
    }
    // Another user's texts never count; deleted ones neither.
    await ctx.db.savedTexts.create(aSavedText(other.id, { prompt: 'árbol', content: 'árbol' }));
    for (const i of [3, 10, 21]) {
      expect(await ctx.db.savedTexts.delete(user.id, made[i]?.id as string)).toBe(true);
    }

    const filterSets: Omit<SavedTextFilters, 'search'>[] = [
      {},
      { textType: 'email' },
      { textType: 'article', textLength: 'long' },
      { writingStyle: 'casual' },
    ];
    for (const search of SEARCHES) {
      for (const base of filterSets) {
        const filters = { ...base, search };
        // Page 1 favours walking the date order, deep pages sorting the matches: both run.
        for (const [page, limit] of [
          [1, 3],
          [3, 4],
          [1, 100],
        ] as const) {
          const label = `${JSON.stringify(filters)} p${page}/${limit}`;
          const want = await referencePage(ctx.db, user.id, filters, page, limit);
          const got = await ctx.db.savedTexts.list({ userId: user.id, page, limit, filters });
          expectSamePage(got, want, label);
        }
      }
    }
  }, 300_000);

  it('a save or a delete shows in the very next list, its total and its search', async () => {
    const { user, list } = await aUserWithList(ctx.db, ctx.db.savedTexts);
    expect((await list({ search: 'árbol' })).total).toBe(0);
    const a = await ctx.db.savedTexts.create(
      aSavedText(user.id, { prompt: 'un cuento', content: 'Bajo el Árbol dormía' }),
    );
    const b = await ctx.db.savedTexts.create(
      aSavedText(user.id, { prompt: 'otro ÁRBOL', content: 'nada', textType: 'email' }),
    );
    expect((await list({ search: 'BAJO EL Árbol' })).items.map((t) => t.id)).toEqual([a.id]);
    // Accents fold on MariaDB only; ASCII case on both.
    expect((await list({ search: 'árbol' })).total).toBe(dialect === 'mariadb' ? 2 : 0);
    expect((await list({ search: 'ÁRBOL' })).total).toBe(2);
    expect((await list({ search: 'rbol', textType: 'email' })).items.map((t) => t.id)).toEqual([
      b.id,
    ]);
    expect(await ctx.db.savedTexts.delete(user.id, a.id)).toBe(true);
    expect(await ctx.db.savedTexts.delete(user.id, a.id)).toBe(false);
    expect((await list({ search: 'bajo el' })).total).toBe(0);
    expect((await list({})).total).toBe(1);
    // Another user's delete of this id changes nothing.
    const stranger = await ctx.db.users.create(aUser());
    expect(await ctx.db.savedTexts.delete(stranger.id, b.id)).toBe(false);
    expect((await list({ search: 'otro' })).items.map((t) => t.id)).toEqual([b.id]);
    // A text whose words are equal in the collation (MariaDB's `=` folds them) leaves no
    // posting behind when deleted.
    const c = await ctx.db.savedTexts.create(
      aSavedText(user.id, { prompt: 'Árbol árbol ARBOL', content: 'arbol', textType: 'email' }),
    );
    expect((await list({ search: 'rbol árbol', textType: 'email' })).items[0]?.id).toBe(c.id);
    expect(await ctx.db.savedTexts.delete(user.id, c.id)).toBe(true);
    const [left] = await ctx.db.sequelize.query<{ n: number | string }>(
      'SELECT COUNT(*) AS n FROM `saved_text_words` WHERE `text_id` = $id',
      { bind: { id: c.id }, type: QueryTypes.SELECT },
    );
    expect(Number(left?.n)).toBe(0);
  });

  it('concurrent saves and deletes of one user keep the totals and the search exact', async () => {
    const user = await ctx.db.users.create(aUser());
    const saved = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        ctx.db.savedTexts.create(
          aSavedText(user.id, {
            prompt: `ola ${i}`,
            content: `la ola número ${i} llega a la orilla`,
            textType: TYPES[i % 3] as TextType,
          }),
        ),
      ),
    );
    const gone = saved.filter((_, i) => i % 3 === 0).map((t) => t.id);
    const results = await Promise.all([
      ...gone.map((id) => ctx.db.savedTexts.delete(user.id, id)),
      ...gone.map((id) => ctx.db.savedTexts.delete(user.id, id)),
      ctx.db.savedTexts.create(aSavedText(user.id, { prompt: 'ola tardía', content: 'orilla' })),
    ]);
    expect(results.slice(0, gone.length * 2).filter((r) => r === true)).toHaveLength(gone.length);
    for (const textType of [undefined, ...TYPES]) {
      for (const search of [undefined, 'ola', 'ola 1', 'orilla', 'número 1']) {
        const filters = { ...(textType ? { textType } : {}), ...(search ? { search } : {}) };
        const want = await referencePage(ctx.db, user.id, filters, 1, 100);
        const got = await ctx.db.savedTexts.list({ userId: user.id, page: 1, limit: 100, filters });
        expectSamePage(got, want, JSON.stringify(filters));
      }
    }
  });

  it('counts a text once however many of its words match, and forgets it once deleted', async () => {
    const { user, list } = await aUserWithList(ctx.db, ctx.db.savedTexts);
    const many = await ctx.db.savedTexts.create(
      aSavedText(user.id, {
        prompt: 'Harbour, harbours; HARBOURMASTER',
        content: 'the harbour-side harbourage (harbour) seaharbour',
        textType: 'article',
      }),
    );
    const one = await ctx.db.savedTexts.create(
      aSavedText(user.id, { prompt: 'x', content: 'unharboured', textType: 'article' }),
    );
    expect(await list({ search: 'harbour' })).toMatchObject({ total: 2 });
    expect((await list({ search: 'harbour', textType: 'article' })).items.map((t) => t.id)).toEqual(
      [one.id, many.id],
    );
    expect(await ctx.db.savedTexts.delete(user.id, many.id)).toBe(true);
    expect((await list({ search: 'harbour' })).items.map((t) => t.id)).toEqual([one.id]);
    expect((await list({ search: 'harbourmaster' })).total).toBe(0);
    // Its words stay in the vocabulary, matching no posting; saved again, it is found again.
    const again = await ctx.db.savedTexts.create(
      aSavedText(user.id, { prompt: 'p', content: 'HarbourMaster', textType: 'email' }),
    );
    expect((await list({ search: 'harbourmaster' })).items.map((t) => t.id)).toEqual([again.id]);
  });

  it('fills the words from the texts already there, and reverts with down to the grams', async () => {
    const user = await ctx.db.users.create(aUser());
    const migrator = createMigrator(ctx.db);
    expect((await migrator.down({ to: MIGRATION })).map((m) => m.name)).toContain(MIGRATION);
    const qi = ctx.db.sequelize.getQueryInterface();
    expect((await qi.showAllTables()).map(String)).not.toContain('saved_text_words');
    expect((await qi.showAllTables()).map(String)).toContain('saved_text_grams');

    // Texts written before the migration, behind the repositories' back.
    const at = new Date();
    const row = (prompt: string, content: string, textType: string, deleted = false) =>
      savedTextRow(user.id, at, {
        prompt,
        content,
        text_type: textType,
        output_language: 'spanish',
        deleted,
      });
    await ctx.db.sequelize.models.SavedText?.bulkCreate([
      row('viejo puerto', 'Canción del MAR', 'article'),
      row('p', `${'relleno '.repeat(200)}el faro al final`, 'email'),
      row('borrado', 'Canción borrada', 'article', true),
      row('ab', 'x', 'email'),
      ...Array.from({ length: 600 }, (_, i) => row(`más ${i}`, `Canción ${i}`, 'creative')),
    ]);
    // The tallies predate this migration: the texts are in them.
    await ctx.db.sequelize.query(
      `INSERT INTO \`saved_text_counts\` (\`user_id\`, \`text_type\`, \`text_length\`, \`writing_style\`, \`n\`)
       VALUES ($u, 'article', 'short', 'casual', 1), ($u, 'email', 'short', 'casual', 2),
              ($u, 'creative', 'short', 'casual', 600)`,
      { bind: { u: user.id } },
    );

    expect((await migrator.up()).map((m) => m.name)).toContain(MIGRATION);
    expect((await qi.showAllTables()).map(String)).toContain('saved_text_words');
    expect((await qi.showAllTables()).map(String)).not.toContain('saved_text_grams');
    // More texts of a type than the backfill reads at once.
    for (const search of [
      'canción',
      'CANCION',
      'faro al final',
      'viejo',
      'borrada',
      'ab',
      'x',
      'ón 59',
      'MÁS 1',
    ]) {
      const filters = { search };
      const want = await referencePage(ctx.db, user.id, filters, 1, 10);
      const got = await ctx.db.savedTexts.list({ userId: user.id, page: 1, limit: 10, filters });
      expectSamePage(got, want, search);
    }
    expect(await ctx.db.migrate()).toEqual([]);
  });
});

// The separator set's closure is a property of utf8mb4_unicode_ci, so only MariaDB has anything
// to check (SQLite's NOCASE LIKE folds ASCII letters only, none of them a separator): a block of
// its own rather than a test the SQLite pass would report as skipped.
describe('saved text words: separators (mariadb)', () => {
  const ctx = useMigratedDatabase('mariadb');

  it('no character outside the separators equals one of them under LIKE in the content’s collation', async () => {
    // Every code point, as utf8mb4_unicode_ci's LIKE compares it with each separator (about
    // half a minute: the one check that the set in saved-content-index.ts is closed).
    const separators = WORD_SEPARATORS.map((c) => `(${c})`).join(', ');
    const rows = await ctx.db.sequelize.query<{ cp: number | string; sep: number | string }>(
      `WITH seps (sp) AS (VALUES ${separators}),
            chars AS (SELECT sp, CONVERT(CHAR(sp USING utf32) USING utf8mb4) COLLATE utf8mb4_unicode_ci AS ch FROM seps)
       SELECT s.seq AS cp, p.sp AS sep FROM seq_0_to_1114111 s JOIN chars p
           ON CONVERT(CHAR(s.seq USING utf32) USING utf8mb4) COLLATE utf8mb4_unicode_ci
              LIKE REPLACE(REPLACE(REPLACE(p.ch, '!', '!!'), '%', '!%'), '_', '!_') ESCAPE '!'
        WHERE (s.seq < 55296 OR s.seq > 57343) AND s.seq NOT IN (SELECT sp FROM seps)`,
      { type: QueryTypes.SELECT },
    );
    expect(rows).toEqual([]);
  }, 120_000);
});
