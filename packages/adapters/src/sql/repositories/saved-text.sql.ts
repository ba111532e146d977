import type {
  ListQuery,
  NewSavedText,
  OutputLanguage,
  Page,
  SavedQuota,
  SavedText,
  SavedTextFilters,
  SavedTextRepository,
  TextLength,
  TextType,
  WritingStyle,
} from '@lumen/domain';
import type { SavedTextRow } from '../models';
import {
  addTextWords,
  addToTally,
  removeTextWords,
  TEXT_TALLY,
  wordSearch,
} from '../saved-content-index';
import { addSavedUsage, removeSavedUsage, savedBytes } from '../saved-usage';
import {
  type Bind,
  containsPattern,
  equalityFilters,
  LIKE_ESCAPE,
  listRows,
  newId,
  orderBy,
  pageWindow,
  select,
  softDeleteOwned,
  type SqlScope,
  toDate,
  toDateOrNull,
  write,
} from '../sql-support';

export function toSavedText(row: SavedTextRow): SavedText {
  return {
    id: row.id,
    userId: row.user_id,
    content: row.content,
    prompt: row.prompt,
    textType: row.text_type as TextType,
    textLength: row.text_length as TextLength,
    writingStyle: row.writing_style as WritingStyle,
    outputLanguage: row.output_language as OutputLanguage,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    deletedAt: toDateOrNull(row.deleted_at),
  };
}

const SORT_COLUMNS = { created_at: '`created_at`' } as const;

export class SqlSavedTextRepository implements SavedTextRepository {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  /**
   * One transaction: the user's usage first (the quota's check, saved-usage.ts), then the row,
   * its place in the user's tally and its words.
   */
  async create(text: NewSavedText, quota?: SavedQuota): Promise<SavedText> {
    const row = await write(this.#scope, async (transaction) => {
      const refused = await addSavedUsage(
        this.#scope.connection,
        transaction,
        text.userId,
        1,
        savedBytes(text.content, text.prompt),
        quota,
      );
      if (refused) throw refused;
      const created = await this.#scope.models.SavedText.create(
        {
          id: newId(),
          user_id: text.userId,
          content: text.content,
          prompt: text.prompt,
          text_type: text.textType,
          text_length: text.textLength,
          writing_style: text.writingStyle,
          output_language: text.outputLanguage,
        },
        { transaction },
      );
      const plain = created.get({ plain: true });
      await addToTally(this.#scope.connection, transaction, TEXT_TALLY, text.userId, [plain], 1);
      await addTextWords(this.#scope.connection, transaction, plain);
      return plain;
    });
    return toSavedText(row);
  }

  async findById(userId: string, textId: string): Promise<SavedText | null> {
    const row = await this.#scope.models.SavedText.findOne({
      where: { id: textId, user_id: userId },
      transaction: this.#scope.tx ?? null,
    });
    return row ? toSavedText(row.get({ plain: true })) : null;
  }

  /**
   * One page and the exact total. Without a search the total is the tally's sum
   * (saved-content-index.ts), read while the page is read through the (user, live, filter,
   * created_at) index. With one, the total counts the texts posted under the words the
   * vocabulary finds for the search: index entries only when the search is one run of word
   * characters, else those texts confirmed by the plain LIKE. The page is then read whichever
   * way touches fewer rows: walking the date order testing each text (about (offset + limit) x
   * live / matches rows), or sorting the matches. A search without a run long enough to range on
   * tests every text of the filter.
   */
  async list(query: ListQuery<SavedTextFilters>): Promise<Page<SavedText>> {
    const bind: Bind = { userId: query.userId };
    const f = query.filters ?? {};
    const filters = equalityFilters(bind, [
      ['text_type', 'textType', f.textType],
      ['text_length', 'textLength', f.textLength],
      ['writing_style', 'writingStyle', f.writingStyle],
    ]);
    const order = orderBy(SORT_COLUMNS, query.sort, { by: 'created_at', order: 'desc' });
    const where = ['`user_id` = $userId', '`deleted_at` IS NULL', ...filters];
    const tallyWhere = ['`user_id` = $userId', ...filters].join(' AND ');
    const { limit, offset } = pageWindow(query.page, query.limit);
    const matches = (at = '') =>
      `(${at}\`prompt\` LIKE $search ESCAPE '${LIKE_ESCAPE}' OR ${at}\`content\` LIKE $search ESCAPE '${LIKE_ESCAPE}')`;
    // limit/offset are whole numbers from pageWindow, not input text.
    const walk = (more: readonly string[]) =>
      `SELECT * FROM \`saved_texts\` WHERE ${[...where, ...more].join(' AND ')}
        ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
    const plan = f.search ? wordSearch(f.search) : null;

    if (f.search && !plan) {
      bind.search = containsPattern(f.search);
      const { rows, total } = await listRows<SavedTextRow>(this.#scope, {
        table: '`saved_texts`',
        where: [...where, matches()],
        bind,
        orderBy: order,
        page: query.page,
        limit: query.limit,
      });
      return { items: rows.map(toSavedText), total };
    }
    if (!f.search || !plan) {
      const live = () =>
        select<{ n: number | string }>(
          this.#scope,
          `SELECT COALESCE(SUM(\`n\`), 0) AS n FROM \`${TEXT_TALLY.table}\` WHERE ${tallyWhere}`,
          bind,
        );
      const page = () => select<SavedTextRow>(this.#scope, walk([]), bind);
      const [[liveRow], rows] = this.#scope.tx
        ? [await live(), await page()]
        : await Promise.all([live(), page()]);
      return { items: rows.map(toSavedText), total: Number(liveRow?.n ?? 0) };
    }

    // The types whose postings the search reads: the filter's, or those the tally has. With a
    // type filter the live total (for the choice of plan below) is read with the count, in one
    // statement: a round trip fewer is what a loaded machine makes the user wait for.
    let types: string[];
    let live: number | undefined;
    if (f.textType) {
      types = [f.textType];
    } else {
      const perType = await select<{ text_type: string; n: number | string }>(
        this.#scope,
        `SELECT \`text_type\`, SUM(\`n\`) AS n FROM \`${TEXT_TALLY.table}\` WHERE ${tallyWhere}
          GROUP BY \`text_type\``,
        bind,
      );
      types = perType.filter((row) => Number(row.n) > 0).map((row) => row.text_type);
      live = perType.reduce((sum, row) => sum + Number(row.n), 0);
      if (types.length === 0) return { items: [], total: 0 };
    }

    // SQLite refuses a bound name the statement does not use: each query gets its own.
    const search = containsPattern(f.search);
    const wordsBind: Bind = { userId: query.userId, prefix: plan.prefix };
    types.forEach((type, i) => {
      wordsBind[`type${i}`] = type;
    });
    // The vocabulary's range (the words containing the search, or its longest run), then each
    // word's postings in the filter's types: primary-key ranges both. The postings carry the
    // other filters, so no text is read to count.
    const filterOn: string[] = [];
    for (const [column, key] of [
      ['text_length', 'textLength'],
      ['writing_style', 'writingStyle'],
    ] as const) {
      if (bind[key] === undefined) continue;
      filterOn.push(`p.\`${column}\` = $${key}`);
      wordsBind[key] = bind[key];
    }
    const vocabulary = 'v.`user_id` = $userId AND v.`suffix` LIKE $prefix';
    const postings = (on: readonly string[]) => `\`saved_text_vocabulary\` v
      JOIN \`saved_text_words\` p ON ${['p.`user_id` = $userId', ...on, 'p.`word` = v.`word`'].join(' AND ')}
      WHERE ${vocabulary}`;
    const typeIn = `p.\`text_type\` IN (${types.map((_, i) => `$type${i}`).join(', ')})`;
    const postingsFrom = `FROM ${postings([typeIn, ...filterOn])}`;
    const matchedFrom = `FROM (SELECT DISTINCT p.\`text_id\` ${postingsFrom}) h
      JOIN \`saved_texts\` s ON s.\`id\` = h.\`text_id\`
      WHERE ${['s.`user_id` = $userId', 's.`deleted_at` IS NULL', ...(plan.exact ? [] : [matches('s.')])].join(' AND ')}`;
    // The walk's test of each text: its postings under the matching words, by primary key. A
    // correlated EXISTS runs per walked row; as `id IN (…)` MariaDB 10.11 made it a semi-join
    // that read and sorted every match (ANALYZE: 2,605 texts, 350 ms, where the walk read 128).
    const postedHere = `EXISTS (SELECT 1 FROM ${postings([
      'p.`text_type` = `saved_texts`.`text_type`',
      'p.`text_id` = `saved_texts`.`id`',
    ])})`;
    // A text counts once however many of its words match: when the vocabulary's range is one
    // row (one word, as for most searches), a text has one posting under it and the postings'
    // count is the answer; else the distinct texts. DISTINCT is the count's dearest part
    // (timed alone, 2,605 postings: 2.2 ms against 1.5 ms, and it scaled worse over ten
    // connections); on MariaDB its ids are compared as bytes (each posting holds its text's id
    // verbatim; utf8mb4_unicode_ci's comparisons took 3-7 ms).
    const distinctTexts =
      this.#scope.connection.dialect === 'mysql'
        ? 'COUNT(DISTINCT CAST(p.`text_id` AS BINARY))'
        : 'COUNT(DISTINCT p.`text_id`)';
    const textBind: Bind = plan.exact ? wordsBind : { ...wordsBind, search };
    const liveSql = `SELECT COALESCE(SUM(\`n\`), 0) FROM \`${TEXT_TALLY.table}\` WHERE ${tallyWhere}`;
    const liveColumn = live === undefined ? `, (${liveSql}) AS live` : '';
    const [counted] = await select<{ n: number | string; live?: number | string }>(
      this.#scope,
      plan.exact
        ? `SELECT CASE WHEN (SELECT COUNT(*) FROM \`saved_text_vocabulary\` v WHERE ${vocabulary}) = 1
             THEN (SELECT COUNT(*) ${postingsFrom}) ELSE (SELECT ${distinctTexts} ${postingsFrom})
           END AS n${liveColumn}`
        : `SELECT COUNT(*) AS n${liveColumn} ${matchedFrom}`,
      live === undefined ? { ...textBind, textType: f.textType ?? null } : textBind,
    );
    const total = Number(counted?.n ?? 0);
    if (total === 0 || offset >= total) return { items: [], total };
    const rows =
      (offset + limit) * (live ?? Number(counted?.live ?? 0)) <= total * total
        ? await select<SavedTextRow>(
            this.#scope,
            walk([postedHere, ...(plan.exact ? [] : [matches()])]),
            { ...bind, prefix: plan.prefix, ...(plan.exact ? {} : { search }) },
          )
        : await select<SavedTextRow>(
            this.#scope,
            `SELECT s.* ${matchedFrom} ORDER BY s.${order} LIMIT ${limit} OFFSET ${offset}`,
            textBind,
          );
    return { items: rows.map(toSavedText), total };
  }

  /** Soft delete, and out of the tally and the word index in the same transaction. */
  async delete(userId: string, textId: string): Promise<boolean> {
    const { connection, models } = this.#scope;
    return write(this.#scope, async (transaction) => {
      const text = await softDeleteOwned(models.SavedText, transaction, userId, textId);
      if (!text) return false;
      await removeSavedUsage(
        connection,
        transaction,
        userId,
        savedBytes(text.content, text.prompt),
      );
      await addToTally(connection, transaction, TEXT_TALLY, userId, [text], -1);
      await removeTextWords(connection, transaction, text);
      return true;
    });
  }
}
