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

/**
 * Every suffix of a value with its position, each cut to `maxChars` characters (code points, as
 * SQL's SUBSTR counts them): the image prompt terms (SEARCH_TERM_CHARS) and the text
 * vocabulary's suffixes (VOCABULARY_CHARS) are both made here, so the two indexes cut alike.
 */
export function cutSuffixes(value: string, maxChars: number): { pos: number; suffix: string }[] {
  const chars = Array.from(value);
  return chars.map((_, pos) => ({ pos, suffix: chars.slice(pos, pos + maxChars).join('') }));
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
    for (const { pos, suffix: term } of cutSuffixes(image.prompt, SEARCH_TERM_CHARS)) {
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
  const terms = [...new Set(cutSuffixes(image.prompt, SEARCH_TERM_CHARS).map((t) => t.suffix))];
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

/** Live images whose terms one statement of the backfill makes: each statement stays bounded. */
export const FILL_IMAGES_PER_STATEMENT = 20_000;

/**
 * Fills the (empty) tallies and prompt terms from the live rows as they are now: migration
 * 0008's backfill, and a tool's after it has written rows behind the repositories' back. The
 * terms are made by the database, one INSERT … SELECT per `imagesPerStatement` live images (by
 * id), over the positions 0 up to the longest live prompt: the same suffixes cutSuffixes makes
 * (SUBSTR and the length count characters on both engines), each statement's in primary-key
 * order. One statement over every image sorted all their suffixes at once (~37 million rows
 * at a million images) and held them in one transaction.
 */
export async function fillSavedListIndexes(
  db: SqlHandle,
  { imagesPerStatement = FILL_IMAGES_PER_STATEMENT }: { imagesPerStatement?: number } = {},
): Promise<void> {
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
  const select = <R extends object>(sql: string) =>
    db.sequelize.query<R>(sql, { type: QueryTypes.SELECT });
  const [longest] = await select<{ n: number | null }>(
    `SELECT MAX(${chars}(\`prompt\`)) AS n FROM \`saved_images\` WHERE \`deleted_at\` IS NULL`,
  );
  const positions = Number(longest?.n ?? 0);
  if (positions === 0) return;
  const q = (value: string) => db.sequelize.escape(value);
  for (let after: string | undefined; ; ) {
    const from = after === undefined ? '' : `AND \`id\` > ${q(after)}`;
    // The chunk's last id; none when fewer images are left.
    const [last] = await select<{ id: string }>(
      `SELECT \`id\` FROM \`saved_images\` WHERE \`deleted_at\` IS NULL ${from}
        ORDER BY \`id\` LIMIT 1 OFFSET ${imagesPerStatement - 1}`,
    );
    const upto = last?.id;
    await db.sequelize.query(
      `INSERT INTO \`saved_image_terms\` ${TERM_COLUMNS}
       WITH RECURSIVE positions (i) AS (
         SELECT 0 UNION ALL SELECT i + 1 FROM positions WHERE i < ${positions - 1}
       )
       SELECT s.\`user_id\`, SUBSTR(s.\`prompt\`, p.i + 1, ${SEARCH_TERM_CHARS}) AS term, s.\`id\`, p.i,
              s.\`style\`, s.\`size\`, s.\`aspect_ratio\`
         FROM \`saved_images\` s JOIN positions p ON p.i < ${chars}(s.\`prompt\`)
        WHERE s.\`deleted_at\` IS NULL ${from.replace('`id`', 's.`id`')}
          ${upto === undefined ? '' : `AND s.\`id\` <= ${q(upto)}`}
        ORDER BY s.\`user_id\`, s.\`style\`, term, s.\`id\`, p.i`,
    );
    if (upto === undefined) return;
    after = upto;
  }
}

// The saved texts' search (prompt or content, LIKE '%s%', up to 50,000 characters each) reads a
// word index (migration 0015), exact by itself for the common search, one word or part of one:
//
// - Words: prompt and content split at separators, a word being a maximal run of other
//   characters. Exactness rests on one property of the separator set: no character outside it
//   compares equal, under LIKE in the content's collation, to a character in it. LIKE compares
//   character by character (on MariaDB by the collation's weights, so 'ß' LIKE 'ss' is false
//   and an ignorable character still stands for one), so when a search s holds no separator and
//   a text matches, the text's characters facing s are each equal to a character of s, hence not
//   separators: they lie inside one word, and that word contains s. The converse is plain (a
//   word is a substring). The set is ASCII whitespace and punctuation (LIKE's wildcards and the
//   escape among them, so a search holding one is never served alone by the index), ¡ ¿ « » ‘ ’
//   “ ” – — … and the no-break space, closed under utf8mb4_unicode_ci's equality: that collation
//   also equals the spaces U+2000–U+200A, U+202F, U+205F and U+3000 to the space, the fullwidth
//   and small forms (U+FF01…, U+FE50…) to their ASCII originals, '≠' to '=' and a few more,
//   and those are separators too (the MariaDB test scans every code point against the set).
//   SQLite's NOCASE LIKE folds ASCII letters only, none of which is a separator.
// - Postings: `saved_text_words`, one row per distinct word of a live text, keyed by (user,
//   text type, word, text) and holding the text's other filters (length, style), so a count
//   never reads a text. Words are compared in a binary collation: equality in the content's
//   (where 'straße' = 'strasse') would fold words that LIKE tells apart. A run longer than
//   TEXT_WORD_CHARS is kept as pieces of that length starting every VOCABULARY_CHARS characters:
//   any VOCABULARY_CHARS + 1 consecutive characters of the run lie in one piece. Written and
//   removed in the save's and the delete's transaction.
// - Vocabulary: `saved_text_vocabulary`, per user, every suffix of each word (piece) ever saved,
//   cut to VOCABULARY_CHARS characters and keyed by (user, suffix, word, position) in the
//   content's collation: `suffix LIKE 's%'` ranges over exactly the words containing s, as the
//   image prompt terms do. Its rows are never removed with a text: a word whose postings are
//   gone matches nothing (the count joins the postings), and a save adds only words the user's
//   vocabulary lacks. They go with the account.
//
// So a search of separator-free characters, VOCABULARY_CHARS at most, counts the distinct texts
// posted under the words its vocabulary range gives: index entries only. Any other search
// ranges on its longest separator-free run (its first VOCABULARY_CHARS characters), whose word
// every match contains, and confirms those candidates with the plain LIKE. A search whose
// longest run is shorter than TEXT_SEARCH_MIN_CHARS tests every text of the filter.

/** Shortest run a search ranges on; a shorter one matches too many words to beat a scan. */
export const TEXT_SEARCH_MIN_CHARS = 3;
/** Characters of each vocabulary suffix: the longest search the index answers by itself. */
export const VOCABULARY_CHARS = 16;
/** Longest word a posting holds (longer runs are kept as overlapping pieces). */
export const TEXT_WORD_CHARS = 2 * VOCABULARY_CHARS;

/** The separators, as code point ranges (see above for why each is there). */
const SEPARATOR_RANGES: readonly (readonly [number, number])[] = [
  // ASCII whitespace and punctuation.
  [0x09, 0x0d],
  [0x20, 0x2f],
  [0x3a, 0x40],
  [0x5b, 0x60],
  [0x7b, 0x7e],
  // No-break space, ¡ « » ¿, – — ‘ ’ “ ” …
  [0xa0, 0xa1],
  [0xab, 0xab],
  [0xbb, 0xbb],
  [0xbf, 0xbf],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2026, 0x2026],
  // Equal to one of the above under utf8mb4_unicode_ci's LIKE.
  [0x037e, 0x037e],
  [0x1fef, 0x1fef],
  [0x2000, 0x200a],
  [0x2024, 0x2024],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x207a, 0x207a],
  [0x207c, 0x207e],
  [0x208a, 0x208a],
  [0x208c, 0x208e],
  [0x2260, 0x2260],
  [0x226e, 0x226f],
  [0x3000, 0x3000],
  [0xfb29, 0xfb29],
  [0xfe31, 0xfe38],
  [0xfe47, 0xfe48],
  [0xfe4d, 0xfe50],
  [0xfe52, 0xfe52],
  [0xfe54, 0xfe5c],
  [0xfe5f, 0xfe66],
  [0xfe68, 0xfe6b],
  [0xff01, 0xff0f],
  [0xff1a, 0xff20],
  [0xff3b, 0xff40],
  [0xff5b, 0xff5e],
];

/** Every separator code point (the MariaDB test checks the set is closed). */
export const WORD_SEPARATORS: readonly number[] = SEPARATOR_RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i),
);

const hex = (c: number) => `\\u{${c.toString(16)}}`;
const SEPARATOR_RUNS = new RegExp(
  `[${SEPARATOR_RANGES.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to)}`)).join('')}]+`,
  'u',
);

/** The distinct words of these strings, a run longer than TEXT_WORD_CHARS as its pieces. */
export function textWords(...values: readonly string[]): string[] {
  const words = new Set<string>();
  for (const value of values) {
    for (const run of value.split(SEPARATOR_RUNS)) {
      if (run === '') continue;
      const chars = Array.from(run);
      for (let at = 0; ; at += VOCABULARY_CHARS) {
        words.add(chars.slice(at, at + TEXT_WORD_CHARS).join(''));
        if (at + TEXT_WORD_CHARS >= chars.length) break;
      }
    }
  }
  return [...words];
}

/**
 * How the index serves a search: the vocabulary's LIKE prefix (a run holds no separator, so no
 * wildcard or escape either), and whether the words it finds are the answer (`exact`) or
 * candidates for the plain LIKE. Null when the search's longest run is too short to range on.
 */
export function wordSearch(search: string): { prefix: string; exact: boolean } | null {
  const runs = search.split(SEPARATOR_RUNS).filter((run) => run !== '');
  let longest: string[] = [];
  for (const run of runs) {
    const chars = Array.from(run);
    if (chars.length > longest.length) longest = chars;
  }
  if (longest.length < TEXT_SEARCH_MIN_CHARS) return null;
  return {
    prefix: `${longest.slice(0, VOCABULARY_CHARS).join('')}%`,
    exact: runs.length === 1 && runs[0] === search && longest.length <= VOCABULARY_CHARS,
  };
}

/** The columns of saved_texts the word index is built from. */
export interface IndexedText {
  id: string;
  user_id: string;
  prompt: string;
  content: string;
  text_type: string;
  text_length: string;
  writing_style: string;
}

const POSTING_COLUMNS = [
  'user_id',
  'text_type',
  'word',
  'text_id',
  'text_length',
  'writing_style',
] as const;
const VOCABULARY_COLUMNS = ['user_id', 'suffix', 'word', 'pos'] as const;

/** Inserts rows, keeping the one already there when a key repeats. */
async function insertIgnoring(
  db: SqlHandle,
  tx: Transaction | undefined,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): Promise<void> {
  const q = (value: string | number) => db.sequelize.escape(value);
  const last = `\`${columns.at(-1)}\``;
  const ignore =
    db.dialect === 'mysql' ? `ON DUPLICATE KEY UPDATE ${last} = ${last}` : 'ON CONFLICT DO NOTHING';
  const names = columns.map((c) => `\`${c}\``).join(', ');
  for (let at = 0; at < rows.length; at += TERMS_PER_INSERT) {
    const values = rows
      .slice(at, at + TERMS_PER_INSERT)
      .map((row) => `(${row.map(q).join(', ')})`)
      .join(', ');
    await db.sequelize.query(`INSERT INTO \`${table}\` (${names}) VALUES ${values} ${ignore}`, {
      transaction: tx ?? null,
    });
  }
}

// Only for the write order (rows appended near each other, locks taken in one order), not for
// what is found: near enough to the engines' orders.
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const bySuffix = new Intl.Collator('en', { sensitivity: 'base' }).compare;

function vocabularyRows(
  userId: string,
  words: Iterable<string>,
): [string, string, string, number][] {
  const rows: [string, string, string, number][] = [];
  for (const word of words) {
    for (const { pos, suffix } of cutSuffixes(word, VOCABULARY_CHARS)) {
      rows.push([userId, suffix, word, pos]);
    }
  }
  return rows.sort((a, b) => bySuffix(a[1], b[1]) || byCodePoint(a[2], b[2]) || a[3] - b[3]);
}

/** Adds to a user's vocabulary the words it lacks, inside `tx`. */
async function addToVocabulary(
  db: SqlHandle,
  tx: Transaction,
  userId: string,
  words: readonly string[],
): Promise<void> {
  const q = (value: string) => db.sequelize.escape(value);
  const known = new Set<string>();
  for (let at = 0; at < words.length; at += TERMS_PER_INSERT) {
    const some = words.slice(at, at + TERMS_PER_INSERT);
    const heads = some.map((word) => Array.from(word).slice(0, VOCABULARY_CHARS).join(''));
    // A word is there when its whole-word suffix (position 0) is: a primary-key lookup each.
    const rows = await db.sequelize.query<{ word: string }>(
      `SELECT \`word\` FROM \`saved_text_vocabulary\`
        WHERE \`user_id\` = ${q(userId)} AND \`suffix\` IN (${[...new Set(heads)].map(q).join(', ')})
          AND \`word\` IN (${some.map(q).join(', ')}) AND \`pos\` = 0`,
      { type: QueryTypes.SELECT, transaction: tx },
    );
    for (const row of rows) known.add(row.word);
  }
  const fresh = words.filter((word) => !known.has(word));
  if (fresh.length === 0) return;
  await insertIgnoring(
    db,
    tx,
    'saved_text_vocabulary',
    VOCABULARY_COLUMNS,
    vocabularyRows(userId, fresh),
  );
}

/** Writes a text's postings and the words its user's vocabulary lacks, inside `tx`, in key order. */
export async function addTextWords(
  db: SqlHandle,
  tx: Transaction,
  text: IndexedText,
): Promise<void> {
  const words = textWords(text.prompt, text.content).sort(byCodePoint);
  await insertIgnoring(
    db,
    tx,
    'saved_text_words',
    POSTING_COLUMNS,
    words.map((word) => [
      text.user_id,
      text.text_type,
      word,
      text.id,
      text.text_length,
      text.writing_style,
    ]),
  );
  await addToVocabulary(db, tx, text.user_id, words);
}

/** Removes a text's postings (by their primary key); its words stay in the vocabulary. */
export async function removeTextWords(
  db: SqlHandle,
  tx: Transaction,
  text: Pick<IndexedText, 'id' | 'user_id' | 'prompt' | 'content' | 'text_type'>,
): Promise<void> {
  const q = (value: string) => db.sequelize.escape(value);
  const words = textWords(text.prompt, text.content).sort(byCodePoint);
  for (let at = 0; at < words.length; at += TERMS_PER_INSERT) {
    await db.sequelize.query(
      `DELETE FROM \`saved_text_words\`
        WHERE \`user_id\` = ${q(text.user_id)} AND \`text_type\` = ${q(text.text_type)}
          AND \`word\` IN (${words
            .slice(at, at + TERMS_PER_INSERT)
            .map(q)
            .join(', ')})
          AND \`text_id\` = ${q(text.id)}`,
      { transaction: tx },
    );
  }
}

const FILL_PAGE = 500;

type Select = <R extends object>(sql: string, bind: Record<string, string>) => Promise<R[]>;

/** Reads a user's live texts of one type by id, FILL_PAGE at a time. */
async function eachLiveText<T extends object>(
  select: Select,
  columns: string,
  userId: string,
  textType: string,
  visit: (text: T & { id: string }) => void,
): Promise<void> {
  for (let after = ''; ; ) {
    const texts = await select<T & { id: string }>(
      `SELECT \`id\`, ${columns} FROM \`saved_texts\`
        WHERE \`user_id\` = $userId AND \`text_type\` = $textType AND \`deleted_at\` IS NULL
          AND \`id\` > $after
        ORDER BY \`id\` LIMIT ${FILL_PAGE}`,
      { userId, textType, after },
    );
    for (const text of texts) visit(text);
    if (texts.length < FILL_PAGE) return;
    after = (texts.at(-1) as { id: string }).id;
  }
}

/**
 * Fills the (empty) word index from the live texts as they are now: migration 0015's backfill,
 * and a tool's after it has written texts behind the repositories' back. The words are the ones
 * the write path makes (textWords). One user at a time, one text type after the other, texts
 * read by id, their postings gathered and written in about the primary key's order, then the
 * user's vocabulary the same way, so the database appends to each index instead of splitting
 * pages all over it.
 */
export async function fillSavedTextWords(db: SqlHandle): Promise<void> {
  const select: Select = (sql, bind) => db.sequelize.query(sql, { bind, type: QueryTypes.SELECT });
  const groups = await select<{ user_id: string; text_type: string }>(
    'SELECT DISTINCT `user_id`, `text_type` FROM `saved_texts` WHERE `deleted_at` IS NULL ORDER BY `user_id`, `text_type`',
    {},
  );
  let vocabulary = new Set<string>();
  for (const [i, { user_id: userId, text_type: textType }] of groups.entries()) {
    const postings = new Map<string, [string, string, string][]>();
    await eachLiveText<{
      prompt: string;
      content: string;
      text_length: string;
      writing_style: string;
    }>(select, '`prompt`, `content`, `text_length`, `writing_style`', userId, textType, (text) => {
      for (const word of textWords(text.prompt, text.content)) {
        const posting: [string, string, string] = [text.id, text.text_length, text.writing_style];
        const ids = postings.get(word);
        if (ids) ids.push(posting);
        else postings.set(word, [posting]);
      }
    });
    const rows: (readonly string[])[] = [];
    for (const word of [...postings.keys()].sort(byCodePoint)) {
      vocabulary.add(word);
      for (const [id, length, style] of postings.get(word) ?? []) {
        rows.push([userId, textType, word, id, length, style]);
      }
    }
    postings.clear();
    await insertIgnoring(db, undefined, 'saved_text_words', POSTING_COLUMNS, rows);
    if (groups[i + 1]?.user_id !== userId) {
      await insertIgnoring(
        db,
        undefined,
        'saved_text_vocabulary',
        VOCABULARY_COLUMNS,
        vocabularyRows(userId, vocabulary),
      );
      vocabulary = new Set();
    }
  }
}

// Migration 0014's gram index (each distinct three-character substring of a text, keyed by
// user, text type, gram and text), which the word index replaced: what that migration and 0015's
// down need to build it again from the texts.

export const TEXT_GRAM_CHARS = 3;

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

/** Fills the (empty) gram index from the live texts, one user's texts of one type at a time. */
export async function fillSavedTextGrams(db: SqlHandle): Promise<void> {
  const select: Select = (sql, bind) => db.sequelize.query(sql, { bind, type: QueryTypes.SELECT });
  const groups = await select<{ user_id: string; text_type: string }>(
    'SELECT DISTINCT `user_id`, `text_type` FROM `saved_texts` WHERE `deleted_at` IS NULL',
    {},
  );
  for (const { user_id: userId, text_type: textType } of groups) {
    const postings = new Map<string, string[]>();
    await eachLiveText<{ prompt: string; content: string }>(
      select,
      '`prompt`, `content`',
      userId,
      textType,
      (text) => {
        for (const gram of textGrams(text.prompt, text.content)) {
          const ids = postings.get(gram);
          if (ids) ids.push(text.id);
          else postings.set(gram, [text.id]);
        }
      },
    );
    const rows: (readonly string[])[] = [];
    for (const gram of [...postings.keys()].sort(bySuffix)) {
      for (const id of postings.get(gram) ?? []) rows.push([userId, textType, gram, id]);
    }
    await insertIgnoring(
      db,
      undefined,
      'saved_text_grams',
      ['user_id', 'text_type', 'gram', 'text_id'],
      rows,
    );
  }
}
