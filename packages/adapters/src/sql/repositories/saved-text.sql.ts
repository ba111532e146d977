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
import {
  type Bind,
  containsPattern,
  LIKE_ESCAPE,
  listRows,
  newId,
  orderBy,
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

  async create(text: NewSavedText): Promise<SavedText> {
    const row = await write(this.#scope, (transaction) =>
      this.#scope.models.SavedText.create(
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
      ),
    );
    return toSavedText(row.get({ plain: true }));
  }

  async findById(userId: string, textId: string): Promise<SavedText | null> {
    const row = await this.#scope.models.SavedText.findOne({
      where: { id: textId, user_id: userId },
      transaction: this.#scope.tx ?? null,
    });
    return row ? toSavedText(row.get({ plain: true })) : null;
  }

  async list(query: ListQuery<SavedTextFilters>): Promise<Page<SavedText>> {
    const where = ['`user_id` = $userId', '`deleted_at` IS NULL'];
    const bind: Bind = { userId: query.userId };
    const f = query.filters ?? {};
    if (f.textType) {
      where.push('`text_type` = $textType');
      bind.textType = f.textType;
    }
    if (f.textLength) {
      where.push('`text_length` = $textLength');
      bind.textLength = f.textLength;
    }
    if (f.writingStyle) {
      where.push('`writing_style` = $writingStyle');
      bind.writingStyle = f.writingStyle;
    }
    if (f.search) {
      where.push(
        `(\`prompt\` LIKE $search ESCAPE '${LIKE_ESCAPE}' OR \`content\` LIKE $search ESCAPE '${LIKE_ESCAPE}')`,
      );
      bind.search = containsPattern(f.search);
    }
    const { rows, total } = await listRows<SavedTextRow>(this.#scope, {
      table: '`saved_texts`',
      where,
      bind,
      orderBy: orderBy(SORT_COLUMNS, query.sort, { by: 'created_at', order: 'desc' }),
      page: query.page,
      limit: query.limit,
    });
    return { items: rows.map(toSavedText), total };
  }

  async delete(userId: string, textId: string): Promise<boolean> {
    const count = await write(this.#scope, (transaction) =>
      this.#scope.models.SavedText.destroy({ where: { id: textId, user_id: userId }, transaction }),
    );
    return count > 0;
  }
}
