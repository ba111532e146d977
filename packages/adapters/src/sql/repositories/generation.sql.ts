import {
  type Generation,
  type GenerationFilters,
  type GenerationRepository,
  type GenerationStatus,
  type GenerationType,
  type ListQuery,
  madeImage,
  type NewGeneration,
  type Page,
} from '@lumen/domain';
import { Op } from 'sequelize';
import { addTallies, generationTallies, readTallies } from '../account-tallies';
import type { GenerationRow } from '../models';
import type { SqlDialect } from '../connection';
import {
  type Bind,
  jsonOrNull,
  select,
  listRows,
  newId,
  orderBy,
  parseJsonObject,
  type SqlScope,
  toDate,
  toDateOrNull,
  toInt,
  write,
} from '../sql-support';

export function toGeneration(row: GenerationRow): Generation {
  return {
    id: row.id,
    userId: row.user_id,
    generationType: row.generation_type as GenerationType,
    prompt: row.prompt,
    resultUrl: row.result_url ?? null,
    costCredits: toInt(row.cost_credits),
    status: row.status as GenerationStatus,
    parameters: parseJsonObject(row.parameters),
    errorMessage: row.error_message ?? null,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    deletedAt: toDateOrNull(row.deleted_at),
  };
}

const SORT_COLUMNS = { created_at: '`created_at`' } as const;

/**
 * The user's completed image generations that may have made an image URL, newest first. MariaDB,
 * seeing ORDER BY created_at with a LIMIT, may walk (status, created_at) through every account's
 * completed rows, testing each for this user: seconds on a server holding another account's
 * million generations, when this user's matches are few or none (an image saved from elsewhere).
 * The user's own (user, type, status, created_at) range is what it must read.
 */
export function imageUrlLookupSql(dialect: SqlDialect): string {
  const index = dialect === 'mysql' ? ' FORCE INDEX (`generations_user_type_status_idx`)' : '';
  return `SELECT * FROM \`generations\`${index}
        WHERE \`user_id\` = $userId AND \`generation_type\` = 'image' AND \`status\` = 'completed'
          AND (\`result_url\` = $url OR \`parameters\` LIKE $pattern ESCAPE '!')
        ORDER BY \`created_at\` DESC LIMIT 5`;
}

export class SqlGenerationRepository implements GenerationRepository {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  create(generation: NewGeneration): Promise<Generation> {
    return this.createWithId(newId(), generation);
  }

  /**
   * Like `create`, with an id chosen by the caller: a use case can key the ledger debit
   * (`debit:<id>`) before the row exists, in the same transaction.
   */
  async createWithId(id: string, generation: NewGeneration): Promise<Generation> {
    const status = generation.status ?? 'pending';
    const row = await write(this.#scope, async (transaction) => {
      const created = await this.#scope.models.Generation.create(
        {
          id,
          user_id: generation.userId,
          generation_type: generation.generationType,
          prompt: generation.prompt,
          cost_credits: generation.costCredits,
          status,
          parameters: jsonOrNull(generation.parameters),
          result_url: null,
          error_message: null,
        },
        { transaction },
      );
      await addTallies(
        this.#scope.connection,
        transaction,
        generation.userId,
        generationTallies(toGeneration(created.get({ plain: true })), 1),
      );
      return created;
    });
    return toGeneration(row.get({ plain: true }));
  }

  async findById(userId: string, generationId: string): Promise<Generation | null> {
    const row = await this.#scope.models.Generation.findOne({
      where: { id: generationId, user_id: userId },
      transaction: this.#scope.tx ?? null,
    });
    return row ? toGeneration(row.get({ plain: true })) : null;
  }

  async list(query: ListQuery<GenerationFilters>): Promise<Page<Generation>> {
    const where = ['`user_id` = $userId', '`deleted_at` IS NULL'];
    const bind: Bind = { userId: query.userId };
    const f = query.filters ?? {};
    if (f.type) {
      where.push('`generation_type` = $type');
      bind.type = f.type;
    }
    if (f.status) {
      where.push('`status` = $status');
      bind.status = f.status;
    }
    // The total comes from the account's tallies (every filter is a tally key's part), not a
    // count over its rows; the page is the index's first rows in (created_at, id) order.
    const tallies = await readTallies(
      this.#scope.connection,
      query.userId,
      'generation:',
      this.#scope.tx,
    );
    let total = 0;
    for (const [key, { n }] of tallies) {
      const [, type, status] = key.split(':');
      if ((!f.type || f.type === type) && (!f.status || f.status === status)) total += n;
    }
    const { rows } = await listRows<GenerationRow>(this.#scope, {
      table: '`generations`',
      where,
      bind,
      orderBy: orderBy(SORT_COLUMNS, query.sort, { by: 'created_at', order: 'desc' }),
      page: query.page,
      limit: query.limit,
      total,
    });
    return { items: rows.map(toGeneration), total };
  }

  async update(
    userId: string,
    generationId: string,
    update: {
      status: GenerationStatus;
      resultUrl?: string | null;
      errorMessage?: string | null;
      parameters?: Readonly<Record<string, unknown>> | null;
    },
  ): Promise<Generation | null> {
    const values: Partial<GenerationRow> = { status: update.status };
    if (update.resultUrl !== undefined) values.result_url = update.resultUrl;
    if (update.errorMessage !== undefined) values.error_message = update.errorMessage;
    if (update.parameters !== undefined) values.parameters = jsonOrNull(update.parameters);
    return write(this.#scope, async (transaction) => {
      const { Generation } = this.#scope.models;
      // The row as it was, locked, so its tally moves from the status it really left.
      const before = await Generation.findOne({
        where: { id: generationId, user_id: userId },
        transaction,
        lock: true,
      });
      if (!before) return null;
      // MySQL counts changed rows, not matched ones: re-read instead of trusting the count.
      await Generation.update(values, {
        where: { id: generationId, user_id: userId },
        transaction,
      });
      const row = await Generation.findOne({
        where: { id: generationId, user_id: userId },
        transaction,
      });
      if (!row) return null;
      const was = toGeneration(before.get({ plain: true }));
      const now = toGeneration(row.get({ plain: true }));
      if (was.deletedAt === null) {
        await addTallies(this.#scope.connection, transaction, userId, [
          ...generationTallies(was, -1),
          ...generationTallies(now, 1),
        ]);
      }
      return now;
    });
  }

  async settlePending(
    userId: string,
    generationId: string,
    update: {
      status: 'completed' | 'failed' | 'cancelled';
      resultUrl?: string | null;
      errorMessage?: string | null;
      parameters?: Readonly<Record<string, unknown>> | null;
    },
  ): Promise<boolean> {
    const values: Partial<GenerationRow> = { status: update.status };
    if (update.resultUrl !== undefined) values.result_url = update.resultUrl;
    if (update.errorMessage !== undefined) values.error_message = update.errorMessage;
    if (update.parameters !== undefined) values.parameters = jsonOrNull(update.parameters);
    return write(this.#scope, async (transaction) => {
      // The status always changes when the row matches (pending → completed/failed), so the
      // affected count is reliable on MySQL (changed rows) and SQLite (matched rows) alike.
      // On InnoDB the UPDATE waits for a concurrent settler's row lock, then re-reads the
      // committed status: only one caller gets 1.
      const { Generation } = this.#scope.models;
      const [affected] = await Generation.update(values, {
        where: { id: generationId, user_id: userId, status: 'pending' },
        transaction,
      });
      if (affected !== 1) return false;
      const [row] = await select<
        Pick<GenerationRow, 'generation_type' | 'cost_credits' | 'created_at'>
      >(
        this.#scope,
        'SELECT `generation_type`, `cost_credits`, `created_at` FROM `generations` WHERE `id` = $id AND `deleted_at` IS NULL',
        { id: generationId },
        transaction,
      );
      if (row) {
        const settled = {
          generationType: row.generation_type,
          costCredits: toInt(row.cost_credits),
          createdAt: toDate(row.created_at),
        };
        await addTallies(this.#scope.connection, transaction, userId, [
          ...generationTallies({ ...settled, status: 'pending' }, -1),
          ...generationTallies({ ...settled, status: update.status }, 1),
        ]);
      }
      return true;
    });
  }

  async findByImageUrl(userId: string, url: string): Promise<Generation | null> {
    // parameters is JSON text holding `"url":"<url>"` for each image of the batch; LIKE finds
    // the candidates among this user's image generations ('!' escapes LIKE's wildcards on both
    // dialects), and the parsed parameters decide.
    const needle = JSON.stringify(url)
      .slice(1, -1)
      .replace(/[!%_]/g, (c) => `!${c}`);
    const rows = await select<GenerationRow>(
      this.#scope,
      imageUrlLookupSql(this.#scope.connection.dialect),
      { userId, url, pattern: `%"url":"${needle}"%` },
    );
    const found = rows.map(toGeneration).find((generation) => madeImage(generation, url));
    return found ?? null;
  }

  async findStalePending(createdBefore: Date, limit: number): Promise<Generation[]> {
    const rows = await this.#scope.models.Generation.findAll({
      where: { status: 'pending', created_at: { [Op.lt]: createdBefore } },
      order: [
        ['created_at', 'ASC'],
        ['id', 'ASC'],
      ],
      limit,
      transaction: this.#scope.tx ?? null,
    });
    return rows.map((row) => toGeneration(row.get({ plain: true })));
  }
}
