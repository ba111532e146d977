import type { Transaction } from 'sequelize';
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
