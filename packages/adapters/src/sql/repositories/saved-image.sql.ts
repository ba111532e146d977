import {
  type GallerySortField,
  IMAGE_DERIVATIONS,
  type ListQuery,
  type NewSavedImage,
  type Page,
  type SavedImage,
  type SavedImageFilters,
  type SavedImageOrigin,
  type SavedImageRepository,
  type SavedQuota,
} from '@lumen/domain';
import type { SavedImageRow } from '../models';
import {
  addImageTerms,
  addToTally,
  IMAGE_TALLY,
  removeImageTerms,
  termPattern,
} from '../saved-content-index';
import { addSavedUsage, removeSavedUsage, savedBytes } from '../saved-usage';
import {
  type Bind,
  containsPattern,
  equalityFilters,
  LIKE_ESCAPE,
  newId,
  orderBy,
  pageWindow,
  select,
  softDeleteOwned,
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
    derivedFrom: originOf(row),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    deletedAt: toDateOrNull(row.deleted_at),
  };
}

/** The row's lineage; a derivation this version does not know reads as none. */
function originOf(row: SavedImageRow): SavedImageOrigin | null {
  const kind = IMAGE_DERIVATIONS.find((known) => known === row.derivation);
  return row.derived_from_url && kind ? { url: row.derived_from_url, kind } : null;
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

  /**
   * All or nothing: one transaction, which also adds the rows to the user's tally and their
   * prompts to the term index, and counts them in the user's usage first (the quota's check,
   * saved-usage.ts). Rows get increasing created_at, in the given order.
   */
  async createMany(
    userId: string,
    images: readonly NewSavedImage[],
    quota?: SavedQuota,
  ): Promise<SavedImage[]> {
    if (images.length === 0) return [];
    const base = Date.now();
    const { connection } = this.#scope;
    const rows = await write(this.#scope, async (transaction) => {
      const bytes = images.reduce(
        (sum, image) => sum + savedBytes(image.prompt, image.negativePrompt),
        0,
      );
      const refused = await addSavedUsage(
        connection,
        transaction,
        userId,
        images.length,
        bytes,
        quota,
      );
      if (refused) throw refused;
      const created = await this.#scope.models.SavedImage.bulkCreate(
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
            derived_from_url: image.derivedFrom?.url ?? null,
            derivation: image.derivedFrom?.kind ?? null,
            created_at: at,
            updated_at: at,
          };
        }),
        { transaction },
      );
      const plain = created.map((row) => row.get({ plain: true }));
      await addToTally(connection, transaction, IMAGE_TALLY, userId, plain, 1);
      await addImageTerms(connection, transaction, plain);
      return plain;
    });
    return rows.map(toSavedImage);
  }

  async liveIdsByUrl(userId: string, urls: readonly string[]): Promise<Map<string, string>> {
    const ids = new Map<string, string>();
    if (urls.length === 0) return ids;
    // Paranoid: deleted rows are left out. Oldest first, so the newest of a URL saved twice wins.
    const rows = await this.#scope.models.SavedImage.findAll({
      where: { user_id: userId, image_url: [...urls] },
      attributes: ['id', 'image_url', 'created_at'],
      order: [
        ['created_at', 'ASC'],
        ['id', 'ASC'],
      ],
      transaction: this.#scope.tx ?? null,
    });
    for (const row of rows.map((found) => found.get({ plain: true })))
      ids.set(row.image_url, row.id);
    return ids;
  }

  async findById(userId: string, imageId: string): Promise<SavedImage | null> {
    const row = await this.#scope.models.SavedImage.findOne({
      where: { id: imageId, user_id: userId },
      transaction: this.#scope.tx ?? null,
    });
    return row ? toSavedImage(row.get({ plain: true })) : null;
  }

  /**
   * One page and the exact total, each from an index that reads about as much as it returns
   * (saved-content-index.ts). Without a search the total is the tally's sum, read while the
   * page is. With one, the total counts the matching prompt terms, and the page is then read
   * whichever way touches fewer entries: walking the sort order and testing each prompt
   * (about (offset + limit) x live / matches entries), or taking the matches from the terms
   * and sorting just those (about `matches` rows).
   */
  async list(query: ListQuery<SavedImageFilters, GallerySortField>): Promise<Page<SavedImage>> {
    const bind: Bind = { userId: query.userId };
    const f = query.filters ?? {};
    const filters = equalityFilters(bind, [
      ['style', 'style', f.style],
      ['size', 'size', f.size],
      ['aspect_ratio', 'aspectRatio', f.aspectRatio],
    ]);
    const { limit, offset } = pageWindow(query.page, query.limit);
    const sort = query.sort ?? { by: 'created_at', order: 'desc' };
    // orderBy() checks the column and direction against the allow-lists (it throws otherwise).
    const order = orderBy(SORT_COLUMNS, sort, { by: 'created_at', order: 'desc' });
    const dir = sort.order === 'asc' ? 'ASC' : 'DESC';
    const userAnd = (more: readonly string[]) => ['`user_id` = $userId', ...more].join(' AND ');
    const liveSql = `SELECT COALESCE(SUM(\`n\`), 0) AS n FROM \`${IMAGE_TALLY.table}\` WHERE ${userAnd(filters)}`;
    const base = ['`deleted_at` IS NULL', ...filters];
    const where = (...more: string[]) => `WHERE ${userAnd([...base, ...more])}`;
    const like = (column: string) => `\`${column}\` LIKE $search ESCAPE '${LIKE_ESCAPE}'`;

    // Walks the sort order (an index range), testing the search on each row; stops after the page.
    const walkSql = (search: boolean) => {
      // Short prompts match on the index; long ones (prompt_short IS NULL) on the row.
      const shortMatch = search ? like('prompt_short') : '`prompt_short` IS NOT NULL';
      const longMatch = ['`prompt_short` IS NULL', ...(search ? [like('prompt')] : [])];
      // limit/offset are whole numbers from pageWindow, not input text.
      return sort.by === 'prompt'
        ? `SELECT s.* FROM (
             SELECT \`id\` FROM (
               SELECT \`id\` FROM \`saved_images\` ${where(shortMatch)}
               ORDER BY \`prompt_short\` ${dir}, \`id\` ${dir} LIMIT ${offset + limit}
             ) AS short_first
             UNION ALL
             SELECT \`id\` FROM \`saved_images\` ${where(...longMatch)}
           ) AS ids JOIN \`saved_images\` s ON s.\`id\` = ids.\`id\`
           ORDER BY s.\`prompt\` ${dir}, s.\`id\` ${dir} LIMIT ${limit} OFFSET ${offset}`
        : `SELECT * FROM \`saved_images\` ${where(...(search ? [like('prompt')] : []))}
           ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
    };
    const rowsOf = (rows: SavedImageRow[]) => rows.map(toSavedImage);

    if (!f.search) {
      const live = () => select<{ n: number | string }>(this.#scope, liveSql, bind);
      const page = () => select<SavedImageRow>(this.#scope, walkSql(false), bind);
      const [[liveRow], rows] = this.#scope.tx
        ? [await live(), await page()]
        : await Promise.all([live(), page()]);
      return { items: rowsOf(rows), total: Number(liveRow?.n ?? 0) };
    }

    // The styles whose term ranges the search reads: the filter's, or those the tally has. With
    // a style filter the live total (for the choice of plan below) is read with the count, in
    // one statement: a round trip fewer is what a loaded machine makes the user wait for.
    let styles: string[];
    let live: number | undefined;
    if (f.style) {
      styles = [f.style];
    } else {
      const perStyle = await select<{ style: string; n: number | string }>(
        this.#scope,
        `SELECT \`style\`, SUM(\`n\`) AS n FROM \`${IMAGE_TALLY.table}\` WHERE ${userAnd(filters)}
          GROUP BY \`style\``,
        bind,
      );
      styles = perStyle.filter((row) => Number(row.n) > 0).map((row) => row.style);
      live = perStyle.reduce((sum, row) => sum + Number(row.n), 0);
      if (styles.length === 0) return { items: [], total: 0 };
    }

    const { prefix, exact } = termPattern(f.search);
    const search = containsPattern(f.search);
    // SQLite refuses a bound name the statement does not use: each query gets its own.
    const walkBind = { ...bind, search };
    const termsBind: Bind = { userId: query.userId, prefix, ...(exact ? {} : { search }) };
    const termFilters = ['t.`user_id` = $userId'];
    // One range per style (the primary key's second column), then the term's prefix.
    termFilters.push(`t.\`style\` IN (${styles.map((_, i) => `$style${i}`).join(', ')})`);
    styles.forEach((style, i) => {
      termsBind[`style${i}`] = style;
    });
    termFilters.push(`t.\`term\` LIKE $prefix ESCAPE '${LIKE_ESCAPE}'`);
    for (const [column, key] of [
      ['size', 'size'],
      ['aspect_ratio', 'aspectRatio'],
    ] as const) {
      if (bind[key] === undefined) continue;
      termFilters.push(`t.\`${column}\` = $${key}`);
      termsBind[key] = bind[key];
    }
    // A search longer than the terms checks the prompt itself on the terms' candidates.
    const verify = exact
      ? ''
      : `JOIN \`saved_images\` v ON v.\`id\` = t.\`image_id\` AND v.\`prompt\` LIKE $search ESCAPE '${LIKE_ESCAPE}'`;
    const matchesFrom = `FROM \`saved_image_terms\` t ${verify} WHERE ${termFilters.join(' AND ')}`;
    const [counted] = await select<{ n: number | string; live?: number | string }>(
      this.#scope,
      live === undefined
        ? `SELECT COUNT(DISTINCT t.\`image_id\`) AS n, (${liveSql}) AS live ${matchesFrom}`
        : `SELECT COUNT(DISTINCT t.\`image_id\`) AS n ${matchesFrom}`,
      live === undefined ? { ...termsBind, style: f.style ?? null } : termsBind,
    );
    const total = Number(counted?.n ?? 0);
    if (total === 0 || offset >= total) return { items: [], total };
    const rows =
      (offset + limit) * (live ?? Number(counted?.live ?? 0)) <= total * total
        ? await select<SavedImageRow>(this.#scope, walkSql(true), walkBind)
        : await select<SavedImageRow>(
            this.#scope,
            `SELECT s.* FROM (SELECT DISTINCT t.\`image_id\` ${matchesFrom}) AS m
               JOIN \`saved_images\` s ON s.\`id\` = m.\`image_id\`
             ORDER BY s.${sort.by === 'prompt' ? '`prompt`' : '`created_at`'} ${dir}, s.\`id\` ${dir}
             LIMIT ${limit} OFFSET ${offset}`,
            termsBind,
          );
    return { items: rowsOf(rows), total };
  }

  /** Soft delete, and out of the tally and the term index in the same transaction. */
  async delete(userId: string, imageId: string): Promise<boolean> {
    const { connection, models } = this.#scope;
    return write(this.#scope, async (transaction) => {
      const image = await softDeleteOwned(models.SavedImage, transaction, userId, imageId);
      if (!image) return false;
      await removeSavedUsage(
        connection,
        transaction,
        userId,
        savedBytes(image.prompt, image.negative_prompt),
      );
      await addToTally(connection, transaction, IMAGE_TALLY, userId, [image], -1);
      await removeImageTerms(connection, transaction, image);
      return true;
    });
  }
}
