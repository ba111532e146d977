import { QueryTypes, type Transaction } from 'sequelize';
import type { SqlConnection, SqlDialect } from './connection';
import { LIKE_ESCAPE } from './sql-support';

/** What these helpers need of a connection (a migration has no repositories). */
export type SqlHandle = Pick<SqlConnection, 'sequelize' | 'dialect'>;

// What keeps the saved lists' exact totals and prompt search cheap at any size (migration 0008):
//
// - Tallies: per user and per combination of filter values, the number of live rows, changed
//   in the same transaction as every insert and soft delete. A total is the sum of the few
//   tally rows that match the filters (at most 5 styles x 5 sizes x 4 ratios per user), so it
//   costs the same at ten rows and at a million.
// - Prompt terms: every suffix of a saved image's prompt, cut to SEARCH_TERM_CHARS characters,
//   one row each, keyed by (user_id, style, term): a search ranges over one style, or over
//   each of the user's styles in turn, and reads only the matching suffixes. `prompt LIKE '%s%'` holds exactly when some suffix
//   starts with s, and LIKE compares character by character (also under MariaDB's
//   utf8mb4_unicode_ci: 'ß' LIKE 'ss' is false), so `term LIKE 's%'` over the same collation
//   finds exactly the rows the substring search finds — as an index range over the matches
//   only. A search longer than SEARCH_TERM_CHARS ranges on its first SEARCH_TERM_CHARS
//   characters and checks the prompt itself on those candidates.

export const SEARCH_TERM_CHARS = 16;

/** The suffixes of a prompt, cut to SEARCH_TERM_CHARS characters (code points, as SQL counts). */
export function promptTerms(prompt: string): { pos: number; term: string }[] {
  const chars = Array.from(prompt);
  return chars.map((_, pos) => ({ pos, term: chars.slice(pos, pos + SEARCH_TERM_CHARS).join('') }));
}

/** The LIKE pattern that ranges over the terms for a substring search, and whether it is exact. */
export function termPattern(search: string): { prefix: string; exact: boolean } {
  const chars = Array.from(search);
  const head = chars.slice(0, SEARCH_TERM_CHARS).join('');
  return {
    prefix: `${head.replace(/[!%_]/g, (c) => `${LIKE_ESCAPE}${c}`)}%`,
    exact: chars.length <= SEARCH_TERM_CHARS,
  };
}

export interface Tally {
  table: string;
  /** The filter columns after user_id, in the primary key's order. */
  keys: readonly string[];
}

export const IMAGE_TALLY: Tally = {
  table: 'saved_image_counts',
  keys: ['style', 'size', 'aspect_ratio'],
};
export const TEXT_TALLY: Tally = {
  table: 'saved_text_counts',
  keys: ['text_type', 'text_length', 'writing_style'],
};

// Any row object; the tally reads its filter columns by name.
type Row = object;

/**
 * Adds `sign` x each row to its user's tally, inside `tx`. Rows are grouped by their filter
 * values and written in key order, so concurrent writers lock tally rows in the same order.
 */
export async function addToTally(
  db: SqlHandle,
  tx: Transaction,
  tally: Tally,
  userId: string,
  rows: readonly Row[],
  sign: 1 | -1,
): Promise<void> {
  const groups = new Map<string, { values: string[]; n: number }>();
  for (const row of rows) {
    const values = tally.keys.map((key) => String((row as Record<string, unknown>)[key]));
    const id = JSON.stringify(values);
    const group = groups.get(id);
    if (group) group.n += sign;
    else groups.set(id, { values, n: sign });
  }
  if (groups.size === 0) return;
  const sorted = [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const q = (value: string | number) => db.sequelize.escape(value);
  const columns = ['user_id', ...tally.keys, 'n'].map((c) => `\`${c}\``).join(', ');
  const values = sorted
    .map(([, g]) => `(${[q(userId), ...g.values.map(q), g.n].join(', ')})`)
    .join(', ');
  await db.sequelize.query(
    `INSERT INTO \`${tally.table}\` (${columns}) VALUES ${values} ${upsertAdd(db.dialect, ['user_id', ...tally.keys])}`,
    { transaction: tx },
  );
}

function upsertAdd(dialect: SqlDialect, key: readonly string[]): string {
  return dialect === 'mysql'
    ? 'ON DUPLICATE KEY UPDATE `n` = `n` + VALUES(`n`)'
    : `ON CONFLICT (${key.map((c) => `\`${c}\``).join(', ')}) DO UPDATE SET \`n\` = \`n\` + excluded.\`n\``;
}

/** The columns of saved_images the search index is built from. */
export interface IndexedImage {
  id: string;
  user_id: string;
  prompt: string;
  style: string;
  size: string;
  aspect_ratio: string;
}

const TERM_COLUMNS = '(`user_id`, `term`, `image_id`, `pos`, `style`, `size`, `aspect_ratio`)';
const TERMS_PER_INSERT = 2_000;

/** Writes the prompt terms of these images, inside `tx`. */
export async function addImageTerms(
  db: SqlHandle,
  tx: Transaction | undefined,
  images: readonly IndexedImage[],
): Promise<void> {
  const q = (value: string | number) => db.sequelize.escape(value);
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const values = batch.join(', ');
    batch = [];
    await db.sequelize.query(`INSERT INTO \`saved_image_terms\` ${TERM_COLUMNS} VALUES ${values}`, {
      transaction: tx ?? null,
    });
  };
  for (const image of images) {
    const tail = [q(image.id)];
    const filters = [q(image.style), q(image.size), q(image.aspect_ratio)];
    for (const { pos, term } of promptTerms(image.prompt)) {
      batch.push(`(${[q(image.user_id), q(term), ...tail, pos, ...filters].join(', ')})`);
      if (batch.length >= TERMS_PER_INSERT) await flush();
    }
  }
  await flush();
}

/** Removes one image's prompt terms (by their primary key: user, style, each term, image). */
export async function removeImageTerms(
  db: SqlHandle,
  tx: Transaction,
  image: Pick<IndexedImage, 'id' | 'user_id' | 'prompt' | 'style'>,
): Promise<void> {
  const terms = [...new Set(promptTerms(image.prompt).map((t) => t.term))];
  if (terms.length === 0) return;
  const q = (value: string) => db.sequelize.escape(value);
  await db.sequelize.query(
    `DELETE FROM \`saved_image_terms\`
      WHERE \`user_id\` = ${q(image.user_id)} AND \`style\` = ${q(image.style)}
        AND \`term\` IN (${terms.map(q).join(', ')})
        AND \`image_id\` = ${q(image.id)}`,
    { transaction: tx },
  );
}

/** Longest prompt saved_images holds (VARCHAR(1000)): the positions the backfill walks. */
const PROMPT_MAX_CHARS = 1000;

/**
 * Fills the (empty) tallies and prompt terms from the live rows as they are now: migration
 * 0008's backfill, and a tool's after it has written rows behind the repositories' back. The
 * terms are made by the database in one INSERT … SELECT over the positions 0…999, the same
 * suffixes promptTerms makes (SUBSTR and the length count characters on both engines), in
 * primary-key order so InnoDB appends instead of splitting pages.
 */
export async function fillSavedListIndexes(db: SqlHandle): Promise<void> {
  for (const [tally, source] of [
    [IMAGE_TALLY, 'saved_images'],
    [TEXT_TALLY, 'saved_texts'],
  ] as const) {
    const keys = tally.keys.map((k) => `\`${k}\``).join(', ');
    await db.sequelize.query(
      `INSERT INTO \`${tally.table}\` (\`user_id\`, ${keys}, \`n\`)
       SELECT \`user_id\`, ${keys}, COUNT(*) FROM \`${source}\` WHERE \`deleted_at\` IS NULL
        GROUP BY \`user_id\`, ${keys}`,
    );
  }
  const chars = db.dialect === 'mysql' ? 'CHAR_LENGTH' : 'length';
  await db.sequelize.query(
    `INSERT INTO \`saved_image_terms\` ${TERM_COLUMNS}
     WITH RECURSIVE positions (i) AS (
       SELECT 0 UNION ALL SELECT i + 1 FROM positions WHERE i < ${PROMPT_MAX_CHARS - 1}
     )
     SELECT s.\`user_id\`, SUBSTR(s.\`prompt\`, p.i + 1, ${SEARCH_TERM_CHARS}) AS term, s.\`id\`, p.i,
            s.\`style\`, s.\`size\`, s.\`aspect_ratio\`
       FROM \`saved_images\` s JOIN positions p ON p.i < ${chars}(s.\`prompt\`)
      WHERE s.\`deleted_at\` IS NULL
      ORDER BY s.\`user_id\`, s.\`style\`, term, s.\`id\`, p.i`,
  );
}

// The saved texts' search (prompt or content, LIKE '%s%', up to 50,000 characters each) reads
// `saved_text_grams` (migration 0014): each distinct three-character substring of a live text's
// prompt and content, one row per (user, text type, gram, text). A text whose prompt or content
// contains s contains every three-character substring of s, and LIKE compares character by
// character, so each of those matches a stored gram under `=` in the column's collation (the
// content's: utf8mb4_unicode_ci, or NOCASE on SQLite, which fold exactly as their LIKE does).
// Equality is transitive, so a gram the primary key folded into an equal one is still found.
// The texts holding all of the search's grams are a superset of the matches, and the plain LIKE
// on those candidates keeps the answer exact; a search shorter than a gram has no gram to
// range on and tests every text of the filter, as before.

export const TEXT_GRAM_CHARS = 3;
/**
 * Grams a search intersects: its first and its last. The grams between them mostly come from the
 * same words and narrow the candidates less than their lookups cost (for "harbour" over 100,000
 * texts, ANALYZE gave 28–48 ms for the count with two grams against 66–90 ms with all five).
 */
const SEARCH_GRAMS_MAX = 2;

/** The distinct grams of these strings (code points, as SQL counts). */
export function textGrams(...values: readonly string[]): string[] {
  const grams = new Set<string>();
  for (const value of values) {
    const chars = Array.from(value);
    for (let i = 0; i + TEXT_GRAM_CHARS <= chars.length; i++) {
      grams.add(chars.slice(i, i + TEXT_GRAM_CHARS).join(''));
    }
  }
  return [...grams];
}

/**
 * The grams a search ranges on (at most SEARCH_GRAMS_MAX, spread from its first to its last),
 * or null when the search is shorter than a gram.
 */
export function searchGrams(search: string): string[] | null {
  const grams = textGrams(search);
  if (grams.length === 0) return null;
  if (grams.length <= SEARCH_GRAMS_MAX) return grams;
  const step = (grams.length - 1) / (SEARCH_GRAMS_MAX - 1);
  return [
    ...new Set(
      Array.from({ length: SEARCH_GRAMS_MAX }, (_, i) => grams[Math.round(i * step)] as string),
    ),
  ];
}

/** The columns of saved_texts the gram index is built from. */
export interface IndexedText {
  id: string;
  user_id: string;
  prompt: string;
  content: string;
  text_type: string;
}

const GRAM_COLUMNS = '(`user_id`, `text_type`, `gram`, `text_id`)';

/** Writes gram rows [user, type, gram, text] (a row equal in the collation to one there is kept once). */
async function insertGramRows(
  db: SqlHandle,
  tx: Transaction | undefined,
  rows: readonly (readonly [string, string, string, string])[],
): Promise<void> {
  const q = (value: string) => db.sequelize.escape(value);
  const ignore =
    db.dialect === 'mysql'
      ? 'ON DUPLICATE KEY UPDATE `text_id` = `text_id`'
      : 'ON CONFLICT DO NOTHING';
  for (let at = 0; at < rows.length; at += TERMS_PER_INSERT) {
    const values = rows
      .slice(at, at + TERMS_PER_INSERT)
      .map((row) => `(${row.map(q).join(', ')})`)
      .join(', ');
    await db.sequelize.query(
      `INSERT INTO \`saved_text_grams\` ${GRAM_COLUMNS} VALUES ${values} ${ignore}`,
      { transaction: tx ?? null },
    );
  }
}

/** Writes a text's grams, inside `tx`, in key order. */
export async function addTextGrams(
  db: SqlHandle,
  tx: Transaction,
  text: IndexedText,
): Promise<void> {
  const grams = textGrams(text.prompt, text.content).sort();
  await insertGramRows(
    db,
    tx,
    grams.map((gram) => [text.user_id, text.text_type, gram, text.id] as const),
  );
}

/** Removes a text's grams (by their primary key; `=` finds the row an equal gram was kept as). */
export async function removeTextGrams(
  db: SqlHandle,
  tx: Transaction,
  text: Pick<IndexedText, 'id' | 'user_id' | 'prompt' | 'content' | 'text_type'>,
): Promise<void> {
  const q = (value: string) => db.sequelize.escape(value);
  const grams = textGrams(text.prompt, text.content).sort();
  for (let at = 0; at < grams.length; at += TERMS_PER_INSERT) {
    await db.sequelize.query(
      `DELETE FROM \`saved_text_grams\`
        WHERE \`user_id\` = ${q(text.user_id)} AND \`text_type\` = ${q(text.text_type)}
          AND \`gram\` IN (${grams
            .slice(at, at + TERMS_PER_INSERT)
            .map(q)
            .join(', ')})
          AND \`text_id\` = ${q(text.id)}`,
      { transaction: tx },
    );
  }
}

const FILL_PAGE = 500;

/**
 * Fills the (empty) gram index from the live texts as they are now: migration 0014's backfill,
 * and a tool's after it has written texts behind the repositories' back. The grams are the ones
 * the write path makes (textGrams). One user's texts of one type at a time, read by id, their
 * grams gathered and written in about the primary key's order, so the database appends to the
 * index instead of splitting pages all over it (made by the database in one INSERT … SELECT
 * in grams' random order, 100,000 texts had not been written after eight minutes on a 128 MB
 * buffer pool).
 */
export async function fillSavedTextGrams(db: SqlHandle): Promise<void> {
  const select = <R extends object>(sql: string, bind: Record<string, string>) =>
    db.sequelize.query<R>(sql, { bind, type: QueryTypes.SELECT });
  const groups = await select<{ user_id: string; text_type: string }>(
    'SELECT DISTINCT `user_id`, `text_type` FROM `saved_texts` WHERE `deleted_at` IS NULL',
    {},
  );
  // Only for the write order, not for what is found: near enough to either engine's collation.
  const order = new Intl.Collator('en', { sensitivity: 'base' }).compare;
  for (const { user_id: userId, text_type: textType } of groups) {
    const postings = new Map<string, string[]>();
    for (let after = ''; ; ) {
      const texts = await select<{ id: string; prompt: string; content: string }>(
        `SELECT \`id\`, \`prompt\`, \`content\` FROM \`saved_texts\`
          WHERE \`user_id\` = $userId AND \`text_type\` = $textType AND \`deleted_at\` IS NULL
            AND \`id\` > $after
          ORDER BY \`id\` LIMIT ${FILL_PAGE}`,
        { userId, textType, after },
      );
      for (const text of texts) {
        for (const gram of textGrams(text.prompt, text.content)) {
          const ids = postings.get(gram);
          if (ids) ids.push(text.id);
          else postings.set(gram, [text.id]);
        }
      }
      if (texts.length < FILL_PAGE) break;
      after = (texts.at(-1) as { id: string }).id;
    }
    const rows: (readonly [string, string, string, string])[] = [];
    for (const gram of [...postings.keys()].sort(order)) {
      for (const id of postings.get(gram) ?? []) rows.push([userId, textType, gram, id]);
    }
    postings.clear();
    await insertGramRows(db, undefined, rows);
  }
}
