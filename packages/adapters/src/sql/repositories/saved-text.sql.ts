import type {
  ListQuery,
  NewSavedText,
  OutputLanguage,
  Page,
  SavedText,
  SavedTextFilters,
  SavedTextRepository,
  TextLength,
  TextType,
  WritingStyle,
} from '@lumen/domain';
import type { SavedTextRow } from '../models';
import { addToTally, TEXT_TALLY } from '../saved-content-index';
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

  /** One transaction: the row and its place in the user's tally. */
  async create(text: NewSavedText): Promise<SavedText> {
    const row = await write(this.#scope, async (transaction) => {
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
   * Without a search the exact total is the tally's sum (saved-content-index.ts), read while
   * the page is read through the (user, live, filter, created_at) index. A search still tests
   * every candidate's prompt and content (BENCHMARKS.md says what it costs and why).
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
    if (f.search) {
      where.push(
        `(\`prompt\` LIKE $search ESCAPE '${LIKE_ESCAPE}' OR \`content\` LIKE $search ESCAPE '${LIKE_ESCAPE}')`,
      );
      bind.search = containsPattern(f.search);
      const { rows, total } = await listRows<SavedTextRow>(this.#scope, {
        table: '`saved_texts`',
        where,
        bind,
        orderBy: order,
        page: query.page,
        limit: query.limit,
      });
      return { items: rows.map(toSavedText), total };
    }
    const { limit, offset } = pageWindow(query.page, query.limit);
    const live = () =>
      select<{ n: number | string }>(
        this.#scope,
        `SELECT COALESCE(SUM(\`n\`), 0) AS n FROM \`${TEXT_TALLY.table}\`
          WHERE ${['`user_id` = $userId', ...filters].join(' AND ')}`,
        bind,
      );
    // limit/offset are whole numbers from pageWindow, not input text.
    const page = () =>
      select<SavedTextRow>(
        this.#scope,
        `SELECT * FROM \`saved_texts\` WHERE ${where.join(' AND ')}
          ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
        bind,
      );
    const [[liveRow], rows] = this.#scope.tx
      ? [await live(), await page()]
      : await Promise.all([live(), page()]);
    return { items: rows.map(toSavedText), total: Number(liveRow?.n ?? 0) };
  }

  /** Soft delete, and out of the tally in the same transaction. */
  async delete(userId: string, textId: string): Promise<boolean> {
    const { connection, models } = this.#scope;
    return write(this.#scope, async (transaction) => {
      const text = await softDeleteOwned(models.SavedText, transaction, userId, textId);
      if (!text) return false;
      await addToTally(connection, transaction, TEXT_TALLY, userId, [text], -1);
      return true;
    });
  }
}
