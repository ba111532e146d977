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
import type { GenerationRow } from '../models';
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

export class SqlGenerationRepository implements GenerationRepository {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  async create(generation: NewGeneration): Promise<Generation> {
    const row = await write(this.#scope, (transaction) =>
      this.#scope.models.Generation.create(
        {
          id: newId(),
          user_id: generation.userId,
          generation_type: generation.generationType,
          prompt: generation.prompt,
          cost_credits: generation.costCredits,
          status: generation.status ?? 'pending',
          parameters: jsonOrNull(generation.parameters),
          result_url: null,
          error_message: null,
        },
        { transaction },
      ),
    );
    return toGeneration(row.get({ plain: true }));
  }

  /**
   * Like `create`, with an id chosen by the caller: a use case can key the ledger debit
   * (`debit:<id>`) before the row exists, in the same transaction.
   */
  async createWithId(id: string, generation: NewGeneration): Promise<Generation> {
    const row = await write(this.#scope, (transaction) =>
      this.#scope.models.Generation.create(
        {
          id,
          user_id: generation.userId,
          generation_type: generation.generationType,
          prompt: generation.prompt,
          cost_credits: generation.costCredits,
          status: generation.status ?? 'pending',
          parameters: jsonOrNull(generation.parameters),
        },
        { transaction },
      ),
    );
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
    const { rows, total } = await listRows<GenerationRow>(this.#scope, {
      table: '`generations`',
      where,
      bind,
      orderBy: orderBy(SORT_COLUMNS, query.sort, { by: 'created_at', order: 'desc' }),
      page: query.page,
      limit: query.limit,
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
      // MySQL counts changed rows, not matched ones: re-read instead of trusting the count.
      await Generation.update(values, {
        where: { id: generationId, user_id: userId },
        transaction,
      });
      const row = await Generation.findOne({
        where: { id: generationId, user_id: userId },
        transaction,
      });
      return row ? toGeneration(row.get({ plain: true })) : null;
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
      const [affected] = await this.#scope.models.Generation.update(values, {
        where: { id: generationId, user_id: userId, status: 'pending' },
        transaction,
      });
      return affected === 1;
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
      `SELECT * FROM \`generations\`
        WHERE \`user_id\` = $userId AND \`generation_type\` = 'image' AND \`status\` = 'completed'
          AND (\`result_url\` = $url OR \`parameters\` LIKE $pattern ESCAPE '!')
        ORDER BY \`created_at\` DESC LIMIT 5`,
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
