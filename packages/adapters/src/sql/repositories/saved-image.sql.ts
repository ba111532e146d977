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
  listRows,
  newId,
  orderBy,
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

  async list(query: ListQuery<SavedImageFilters, GallerySortField>): Promise<Page<SavedImage>> {
    const where = ['`user_id` = $userId', '`deleted_at` IS NULL'];
    const bind: Bind = { userId: query.userId };
    const f = query.filters ?? {};
    if (f.style) {
      where.push('`style` = $style');
      bind.style = f.style;
    }
    if (f.size) {
      where.push('`size` = $size');
      bind.size = f.size;
    }
    if (f.aspectRatio) {
      where.push('`aspect_ratio` = $aspectRatio');
      bind.aspectRatio = f.aspectRatio;
    }
    if (f.search) {
      where.push(`\`prompt\` LIKE $search ESCAPE '${LIKE_ESCAPE}'`);
      bind.search = containsPattern(f.search);
    }
    const { rows, total } = await listRows<SavedImageRow>(this.#scope, {
      table: '`saved_images`',
      where,
      bind,
      orderBy: orderBy(SORT_COLUMNS, query.sort, { by: 'created_at', order: 'desc' }),
      page: query.page,
      limit: query.limit,
    });
    return { items: rows.map(toSavedImage), total };
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
