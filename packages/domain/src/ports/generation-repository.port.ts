import type { Generation, NewGeneration } from '../entities';
import type { GenerationStatus, GenerationType } from '../statuses';
import type { ListQuery, Page } from './common.port';

export interface GenerationFilters {
  readonly type?: GenerationType;
  readonly status?: GenerationStatus;
}

export interface GenerationRepository {
  create(generation: NewGeneration): Promise<Generation>;
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
}
