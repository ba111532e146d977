import type { GenerationType } from '../shared/statuses';

/**
 * The work left once a generation's credits are reserved (its row is `pending`): call the
 * model, store the result, then settle (completed) or fail and refund. It names the row and
 * nothing else: the model and the generator's input are rebuilt from the reserved row, so a
 * job edited where it waits (a queue in Redis, on its way to a worker on another machine)
 * cannot change what runs, or what it costs.
 */
export interface GenerationJob {
  /** The kind of generation: a routing hint (the row's own type decides what runs). */
  readonly kind: GenerationType;
  readonly generationId: string;
  /** Whose generation it is: the row is read as this user's. */
  readonly userId: string;
}

/** The job's fields, and only them, from whatever a queue hands back (null: not a job). */
export function generationJobOf(data: unknown): GenerationJob | null {
  if (typeof data !== 'object' || data === null) return null;
  const { kind, generationId, userId } = data as Record<string, unknown>;
  if (typeof kind !== 'string' || typeof generationId !== 'string' || typeof userId !== 'string') {
    return null;
  }
  return { kind: kind as GenerationType, generationId, userId };
}

/**
 * How a job ended, once its generation row is settled. `failed` carries a DomainError's code,
 * message and details (the refund is already made when this is answered).
 */
export type GenerationJobOutcome =
  /** `result` is the kind's stored result (image URLs and sizes, texts…). */
  | { readonly status: 'completed'; readonly result: unknown }
  | {
      readonly status: 'failed';
      readonly error: {
        readonly code: 'generation_failed' | 'model_unavailable';
        readonly message: string;
        readonly details?: Readonly<Record<string, unknown>>;
      };
    };

/** Where a running job says how far it is (0–100); the queue keeps the latest value. */
export type GenerationProgressReporter = (percent: number) => void;

/** Runs one job to its outcome; the worker side of the queue calls it. */
export type GenerationJobHandler = (
  job: GenerationJob,
  reportProgress?: GenerationProgressReporter,
) => Promise<GenerationJobOutcome>;

/**
 * Where generation jobs run: in this process (the embedded default) or on worker processes
 * behind a queue. The caller reserves before and waits here for the outcome, so the HTTP
 * answer stays synchronous while the model call happens elsewhere.
 */
export interface GenerationQueue {
  /**
   * Hands the job over and resolves with its outcome. Rejects when the job was lost (it
   * failed outside the handler, e.g. its worker died more often than allowed, or no outcome
   * arrived in time); the caller then fails and refunds the generation if it is still pending.
   */
  run(job: GenerationJob): Promise<GenerationJobOutcome>;
  /**
   * Hands the job over without waiting for it (a long job: video). Resolves once the job is
   * accepted; rejects when it could not be (the caller then fails and refunds it). Its outcome
   * is the generations row; a job lost with every process is refunded by the sweeper.
   */
  start(job: GenerationJob): Promise<void>;
  /**
   * The latest progress (0–100) the job reported, wherever it runs; null when the queue knows
   * none (never reported, finished and forgotten, or another instance's in-process job).
   */
  progress(generationId: string): Promise<number | null>;
  /**
   * Drops these jobs if they still wait for a worker (account deletion). A job already running
   * is not stopped here: its settlement finds no pending row and removes what it stored.
   */
  cancel(generationIds: readonly string[]): Promise<void>;
}

/** Jobs waiting for a worker and jobs being worked on (the depth gauge). */
export interface GenerationQueueDepth {
  readonly waiting: number;
  readonly active: number;
}
