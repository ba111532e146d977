import type {
  GallerySortField,
  ListQuery,
  NewSavedImage,
  Page,
  SavedImage,
  SavedImageFilters,
  SavedImageRepository,
} from '@lumen/domain';
import type { SavedImageRow } from '../models';
import {
  type Bind,
  containsPattern,
  LIKE_ESCAPE,
  newId,
  orderBy,
  pageWindow,
  select,
  type SqlScope,
  toBool,
  toDate,
  toDateOrNull,
  toInt,
  toIntOrNull,
  write,
} from '../sql-support';

export function toSavedImage(row: SavedImageRow): SavedImage {
  return {
    id: row.id,
    userId: row.user_id,
    imageUrl: row.image_url,
    sourceUrl: row.source_url,
    prompt: row.prompt,
    negativePrompt: row.negative_prompt ?? null,
    size: row.size,
    style: row.style,
    model: row.model,
    guidance: toInt(row.guidance),
    aspectRatio: row.aspect_ratio,
    sizeRequested: toInt(row.size_requested),
    finalWidth: toIntOrNull(row.final_width),
    finalHeight: toIntOrNull(row.final_height),
    upscale: toBool(row.upscale),
    styleTransfer: toBool(row.style_transfer),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    deletedAt: toDateOrNull(row.deleted_at),
  };
}

const SORT_COLUMNS: Readonly<Record<GallerySortField, string>> = {
  created_at: '`created_at`',
  prompt: '`prompt`',
};

export class SqlSavedImageRepository implements SavedImageRepository {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  /** All or nothing: one transaction. Rows get increasing created_at, in the given order. */
  async createMany(userId: string, images: readonly NewSavedImage[]): Promise<SavedImage[]> {
    if (images.length === 0) return [];
    const base = Date.now();
    const rows = await write(this.#scope, (transaction) =>
      this.#scope.models.SavedImage.bulkCreate(
        images.map((image, index) => {
          const at = new Date(base + index);
          return {
            id: newId(),
            user_id: userId,
            image_url: image.imageUrl,
            source_url: image.sourceUrl,
            prompt: image.prompt,
            negative_prompt: image.negativePrompt ?? null,
            size: image.size,
            style: image.style,
            model: image.model,
            guidance: image.guidance,
            aspect_ratio: image.aspectRatio,
            size_requested: image.sizeRequested,
            final_width: image.finalWidth ?? null,
            final_height: image.finalHeight ?? null,
            upscale: image.upscale,
            style_transfer: image.styleTransfer,
            created_at: at,
            updated_at: at,
          };
        }),
        { transaction },
      ),
    );
    return rows.map((row) => toSavedImage(row.get({ plain: true })));
  }

  async findById(userId: string, imageId: string): Promise<SavedImage | null> {
    const row = await this.#scope.models.SavedImage.findOne({
      where: { id: imageId, user_id: userId },
      transaction: this.#scope.tx ?? null,
    });
    return row ? toSavedImage(row.get({ plain: true })) : null;
  }

  /**
   * One page and the total, read concurrently (two pool connections; in order inside a
   * transaction). With migration 0005's `prompt_short` (the prompt, or NULL past 600
   * characters) the prompt search and the sort by prompt run on indexes: the count adds the
   * index-only matches of short prompts to the row-read matches of long ones, and a page
   * sorted by prompt takes the first `offset + limit` short prompts in index order plus every
   * long one, then orders just those by `prompt` itself — the same rows and order as sorting
   * everything, since a short prompt's prompt_short is the prompt, in the same collation.
   */
  async list(query: ListQuery<SavedImageFilters, GallerySortField>): Promise<Page<SavedImage>> {
    const base = ['`user_id` = $userId', '`deleted_at` IS NULL'];
    const bind: Bind = { userId: query.userId };
    const f = query.filters ?? {};
    if (f.style) {
      base.push('`style` = $style');
      bind.style = f.style;
    }
    if (f.size) {
      base.push('`size` = $size');
      bind.size = f.size;
    }
    if (f.aspectRatio) {
      base.push('`aspect_ratio` = $aspectRatio');
      bind.aspectRatio = f.aspectRatio;
    }
    const like = (column: string) => `\`${column}\` LIKE $search ESCAPE '${LIKE_ESCAPE}'`;
    if (f.search) bind.search = containsPattern(f.search);
    const where = (...more: string[]) => `WHERE ${[...base, ...more].join(' AND ')}`;
    // Short prompts match on the index; long ones (prompt_short IS NULL) on the row.
    const shortMatch = f.search ? like('prompt_short') : '`prompt_short` IS NOT NULL';
    const longMatch = ['`prompt_short` IS NULL', ...(f.search ? [like('prompt')] : [])];

    const countSql = f.search
      ? `SELECT (SELECT COUNT(*) FROM \`saved_images\` ${where(shortMatch)})
              + (SELECT COUNT(*) FROM \`saved_images\` ${where(...longMatch)}) AS n`
      : `SELECT COUNT(*) AS n FROM \`saved_images\` ${where()}`;

    const { limit, offset } = pageWindow(query.page, query.limit);
    const sort = query.sort ?? { by: 'created_at', order: 'desc' };
    // orderBy() checks the column and direction against the allow-lists (it throws otherwise).
    const order = orderBy(SORT_COLUMNS, sort, { by: 'created_at', order: 'desc' });
    const dir = sort.order === 'asc' ? 'ASC' : 'DESC';
    // limit/offset are whole numbers from pageWindow, not input text.
    const pageSql =
      sort.by === 'prompt'
        ? `SELECT s.* FROM (
             SELECT \`id\` FROM (
               SELECT \`id\` FROM \`saved_images\` ${where(shortMatch)}
               ORDER BY \`prompt_short\` ${dir}, \`id\` ${dir} LIMIT ${offset + limit}
             ) AS short_first
             UNION ALL
             SELECT \`id\` FROM \`saved_images\` ${where(...longMatch)}
           ) AS ids JOIN \`saved_images\` s ON s.\`id\` = ids.\`id\`
           ORDER BY s.\`prompt\` ${dir}, s.\`id\` ${dir} LIMIT ${limit} OFFSET ${offset}`
        : `SELECT * FROM \`saved_images\` ${where(...(f.search ? [like('prompt')] : []))}
           ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;

    const count = () => select<{ n: number | string }>(this.#scope, countSql, bind);
    const page = () => select<SavedImageRow>(this.#scope, pageSql, bind);
    const [[countRow], rows] = this.#scope.tx
      ? [await count(), await page()]
      : await Promise.all([count(), page()]);
    return { items: rows.map(toSavedImage), total: Number(countRow?.n ?? 0) };
  }

  async delete(userId: string, imageId: string): Promise<boolean> {
    const count = await write(this.#scope, (transaction) =>
      this.#scope.models.SavedImage.destroy({
        where: { id: imageId, user_id: userId },
        transaction,
      }),
    );
    return count > 0;
  }
}
