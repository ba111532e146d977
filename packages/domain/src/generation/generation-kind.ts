import type { DomainError } from '../shared/errors';
import type { MediaStore } from '../ports/media-store.port';
import type { GenerationType } from '../shared/statuses';

/** The types one kind of generation works with, named once for its `GenerationKind`. */
export interface GenerationKindTypes {
  /** What the use case is asked: the route's request in the domain's terms. */
  readonly request: unknown;
  /** What the generator is handed (rebuilt from the reserved row: see `reserved`). */
  readonly input: unknown;
  /** What the generator answers (bytes, texts…), before anything is stored. */
  readonly output: unknown;
  /** The kind's own model ids. */
  readonly model: string;
  /**
   * What the generation produced once stored (media URLs, texts). Plain data: it is the job's
   * outcome, and the completed row keeps it so a job run twice answers the same.
   */
  readonly result: unknown;
  /** The 200 body: the result, the charge and the model (a zod schema's type). */
  readonly answer: unknown;
  /**
   * What the row rebuilds (`reserved`) when it differs from the input: a kind whose input holds
   * more than a row may keep (a source image's bytes) names it here, and its `prepare` makes
   * the input of it when the job runs.
   */
  readonly planned?: unknown;
}

/** What `reserved` rebuilds from the row: the kind's `planned`, else its input. */
export type PlannedInput<T extends GenerationKindTypes> = T extends { readonly planned: infer P }
  ? P
  : T['input'];

/** The user's media, as a kind reads it before the charge (`admit`) and when its job runs. */
export interface KindMediaContext {
  readonly userId: string;
  readonly mediaStore: Pick<MediaStore, 'owns' | 'keyOf' | 'get'>;
}

/** What a kind reads back from its pending generations row. */
export interface ReservedGeneration {
  readonly prompt: string;
  readonly parameters: Readonly<Record<string, unknown>>;
}

/** The model and the generator's input of a reserved generation. */
export interface ReservedRun<T extends GenerationKindTypes> {
  readonly model: T['model'];
  readonly input: PlannedInput<T>;
}

/** What the answer adds to the result: the charge and the model that served the request. */
export interface GenerationCharge<Model extends string> {
  readonly creditsUsed: number;
  readonly remainingCredits: number;
  readonly model: Model;
}

/**
 * Everything that differs between kinds of generation; the pipeline
 * (`use-cases/generation.use-cases.ts`: reserve → generate → store → settle or refund) is
 * written once over it. Each kind lives in `generation/<kind>.generation.ts`.
 */
export interface GenerationKind<T extends GenerationKindTypes> {
  /** The generations row's type, and the job's `kind`. */
  readonly type: GenerationType;
  /** The model that serves the request among the configured ones; none: 503, nothing charged. */
  chooseModel(request: T['request'], configured: readonly T['model'][]): T['model'] | undefined;
  /** What "Model … is not configured" names when no model serves the request. */
  missingModelName(request: T['request']): string;
  /** The price in credits (cost-rules.ts). */
  cost(request: T['request']): number;
  /** The prompt kept in the generations row. */
  prompt(request: T['request']): string;
  /** The request's parameters kept in the generations row. */
  parameters(request: T['request'], model: T['model']): Record<string, unknown>;
  /**
   * What runs, rebuilt from the reserved row alone (the prompt and the parameters `parameters`
   * kept): the model and the generator's input. A job names only its row, so what waits in a
   * queue cannot change what was paid for. null: the row holds no runnable request (the job
   * fails and is refunded).
   */
  reserved(row: ReservedGeneration): ReservedRun<T> | null;
  /**
   * Checks what the request names of the user's data (a source image) before anything is
   * charged: a refusal (`validation_error` with its issues) answers 400 and reserves nothing.
   */
  admit?(
    request: T['request'],
    context: KindMediaContext,
  ): Promise<DomainError<'validation_error'> | null>;
  /**
   * Makes the generator's input of what the row rebuilt when the job runs (reads a source
   * image's bytes through the media store); rejects with 'generation_failed' when what the row
   * names is gone (the job fails and is refunded). Without it the rebuilt input is the input.
   */
  prepare?(planned: PlannedInput<T>, context: KindMediaContext): Promise<T['input']>;
  /**
   * Keeps the output where the user can fetch it (media store) and answers the result;
   * rejects with DomainError 'generation_failed' when the model gave nothing.
   */
  store(
    output: T['output'],
    context: { readonly userId: string; readonly mediaStore: Pick<MediaStore, 'put'> },
  ): Promise<T['result']>;
  /** What the completed row gets: its result URL and parameters added to the request's. */
  completedRow(result: T['result']): {
    readonly resultUrl?: string | null;
    readonly parameters: Record<string, unknown>;
  };
  /** The result a completed row kept (see `completedRow`), or null when it kept none. */
  recordedResult(parameters: Readonly<Record<string, unknown>>): T['result'] | null;
  /** The 200 body. */
  answer(result: T['result'], charge: GenerationCharge<T['model']>): T['answer'];
  /**
   * Declared by a kind whose output can be shown while it is written (text): how the pieces a
   * stream handed out become a result, and how a whole output splits into the same pieces (a
   * model that cannot stream answers at once, as one piece per output).
   */
  readonly streamed?: {
    /** The result of a stream stopped part-way: what each output received. */
    partial(pieces: readonly string[]): T['result'];
    /** The pieces of a whole output, one per output. */
    pieces(output: T['output']): readonly string[];
  };
  /** The 402 wording, when the kind words it its own way (SPEC §8). */
  insufficientCredits?(
    error: DomainError<'insufficient_credits'>,
  ): DomainError<'insufficient_credits'>;
}
