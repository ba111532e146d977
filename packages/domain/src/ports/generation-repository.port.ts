import type { Generation, NewGeneration } from '../shared/entities';
import type { GenerationStatus, GenerationType } from '../shared/statuses';
import type { ListQuery, Page } from './common.port';

export interface GenerationFilters {
  readonly type?: GenerationType;
  readonly status?: GenerationStatus;
}

export interface GenerationRepository {
  create(generation: NewGeneration): Promise<Generation>;
  /**
   * Like `create`, with an id the caller chose: the debit (`debit:<id>`) is written before the
   * row, so the transaction takes the user row's exclusive lock first. (Inserting the row first
   * takes a shared foreign-key lock on the user; two such transactions then deadlock on InnoDB
   * when both try to update the balance.)
   */
  createWithId(id: string, generation: NewGeneration): Promise<Generation>;
  findById(userId: string, generationId: string): Promise<Generation | null>;
  /** Newest first unless `sort` says otherwise. */
  list(query: ListQuery<GenerationFilters>): Promise<Page<Generation>>;
  update(
    userId: string,
    generationId: string,
    update: {
      status: GenerationStatus;
      resultUrl?: string | null;
      errorMessage?: string | null;
      parameters?: Readonly<Record<string, unknown>> | null;
    },
  ): Promise<Generation | null>;
  /**
   * Finishes a generation only while it is still `pending` (a conditional
   * `UPDATE … WHERE status = 'pending'`); answers whether this call did it. The one way to
   * complete or fail a generation, so a late completion never overwrites the sweeper's
   * failed-and-refunded, and two sweepers never refund twice.
   */
  settlePending(
    userId: string,
    generationId: string,
    update: {
      status: 'completed' | 'failed' | 'cancelled';
      resultUrl?: string | null;
      errorMessage?: string | null;
      parameters?: Readonly<Record<string, unknown>> | null;
    },
  ): Promise<boolean>;
  /**
   * The user's completed image generation that produced the image at `url` (the media path
   * `/media/…` it issued, first or later image of the batch); null when none did.
   */
  findByImageUrl(userId: string, url: string): Promise<Generation | null>;
  /**
   * System sweeps only (any user): `pending` generations created before `createdBefore`,
   * oldest first, at most `limit`. Soft-deleted rows are included (they are still charged).
   */
  findStalePending(createdBefore: Date, limit: number): Promise<Generation[]>;
}
