import type { Generation } from '../shared/entities';
import {
  DomainError,
  err,
  insufficientCredits,
  isDomainError,
  ok,
  type Result,
} from '../shared/errors';
import type {
  GenerationKind,
  GenerationKindTypes,
  KindMediaContext,
} from '../generation/generation-kind';
import {
  type GenerationAnswerOf,
  type GenerationKindName,
  type GenerationModelOf,
  type GenerationRequestOf,
  GENERATION_KINDS,
  type KindTypes,
  type ModelAvailability,
  perKind,
} from '../generation/kinds';
import { recordedVideo } from '../generation/video.generation';
import type {
  GenerationJob,
  GenerationJobOutcome,
  GenerationProgressReporter,
} from '../ports/generation-queue.port';
import type { Generator, StopSignal } from '../ports/generator.port';
import type { MediaStore } from '../ports/media-store.port';
import type { GenerationType } from '../shared/statuses';
import type { GenerationStarted } from '../validation/generation.schema';
import type { GenerationProgress } from '../validation/generation-progress.schema';
import type { UseCasePorts } from './deps';
import { GENERATION_TIMED_OUT_MESSAGE } from './generation-sweeper.use-cases';

const notConfigured = (model: string) =>
  new DomainError('model_unavailable', `Model ${model} is not configured`, { model });

type JobFailure = DomainError<'generation_failed' | 'model_unavailable'>;

/** How a stream ended: every output written, stopped by the reader, or failed after words came. */
export type StreamEnd = 'completed' | 'stopped' | 'failed';

/** What a streamed generation answers once it has ended (the cost stands in each case). */
export interface StreamEnded<Answer> {
  readonly ended: StreamEnd;
  /** The answer with what was written: whole texts, or what came before the stop. */
  readonly answer: Answer;
  /** Why the model stopped early, when `ended` is 'failed'. */
  readonly failure?: JobFailure;
}

/**
 * A streamed generation once accepted (charged): its id and charge, and `run`, which runs the
 * model in this process, hands each piece to `onDelta`, and settles the row. A failure before
 * the first piece fails and refunds it (the error); afterwards, whatever ends the stream, the
 * row completes with what was written and the cost stands.
 */
export interface GenerationStream<Model extends string, Answer> {
  readonly generationId: string;
  readonly creditsUsed: number;
  readonly remainingCredits: number;
  readonly model: Model;
  run(options: {
    readonly signal: StopSignal;
    readonly onDelta: (index: number, text: string) => void;
  }): Promise<Result<StreamEnded<Answer>, JobFailure>>;
}

/** What a failed row keeps of its error, so GET /api/generations/{id} can name it. */
interface RecordedFailure {
  readonly code: JobFailure['code'];
  readonly kind?: string;
}

function recordedFailure(generation: Generation): RecordedFailure {
  const kept = generation.parameters?.failure as Partial<RecordedFailure> | undefined;
  if (kept && (kept.code === 'generation_failed' || kept.code === 'model_unavailable')) {
    return { code: kept.code, ...(typeof kept.kind === 'string' ? { kind: kept.kind } : {}) };
  }
  // The sweeper's give-up (every process died with the job) keeps only its message.
  return generation.errorMessage === GENERATION_TIMED_OUT_MESSAGE
    ? { code: 'generation_failed', kind: 'timeout' }
    : { code: 'generation_failed' };
}

/**
 * Passes a generator's progress on as whole percents that only go up, and never 100 before
 * the job is settled (100 means "done": the row says so).
 */
function forwardProgress(report: GenerationProgressReporter | undefined) {
  if (!report) return undefined;
  let last = -1;
  return (percent: number) => {
    if (!Number.isFinite(percent)) return;
    const whole = Math.min(99, Math.max(0, Math.floor(percent)));
    if (whole <= last) return;
    last = whole;
    report(whole);
  };
}

/**
 * The generation pipeline, written once for every kind (`generation/<kind>.generation.ts`
 * says what differs): choose the model (none configured: 503, nothing charged) → cost →
 * reserve: the debit and a pending generations row in one transaction (or 402, leaving
 * nothing) → the job: generate → store → completed with the result, or failed with the error
 * and an automatic, idempotent refund. The job runs where the queue runs it (this process, or a
 * worker process); exactly one settlement wins, however often it runs.
 */
export function createGenerationUseCases(ports: UseCasePorts) {
  /** The generations row and the debit together: on a short balance neither stays. */
  async function reserve(input: {
    userId: string;
    type: GenerationType;
    prompt: string;
    cost: number;
    parameters: Record<string, unknown>;
  }): Promise<Result<Generation, DomainError<'insufficient_credits'>>> {
    try {
      const generation = await ports.unitOfWork.run(async (repos) => {
        // Debit first (it takes the user row's lock), then the row under the same id.
        const id = ports.ids.uuid();
        const debit = await repos.creditLedger.debit({
          userId: input.userId,
          generationId: id,
          credits: input.cost,
        });
        if (!debit.ok) throw debit.error;
        return repos.generations.createWithId(id, {
          userId: input.userId,
          generationType: input.type,
          prompt: input.prompt,
          costCredits: input.cost,
          status: 'pending',
          parameters: input.parameters,
        });
      });
      return ok(generation);
    } catch (error) {
      if (isDomainError(error) && error.is('insufficient_credits')) {
        const { required = input.cost, available = 0 } = error.details ?? {};
        return err(insufficientCredits(required, available));
      }
      throw error;
    }
  }

  /**
   * Marks the generation failed and gives its credits back, in one transaction (idempotent).
   * When it is no longer pending the sweeper already failed and refunded it: nothing to do.
   */
  async function failAndRefund(
    userId: string,
    generationId: string,
    message: string,
    parameters?: Record<string, unknown>,
  ): Promise<boolean> {
    return ports.unitOfWork.run(async (repos) => {
      const won = await repos.generations.settlePending(userId, generationId, {
        status: 'failed',
        errorMessage: message.slice(0, 1000),
        ...(parameters ? { parameters } : {}),
      });
      if (!won) return false;
      const refund = await repos.creditLedger.refund({ userId, generationId });
      if (!refund.ok) throw refund.error;
      return true;
    });
  }

  /** The answer for a generation settled by someone else (the sweeper) or erased meanwhile. */
  const timedOut = () =>
    new DomainError('generation_failed', GENERATION_TIMED_OUT_MESSAGE, { kind: 'timeout' });

  /**
   * Completes a still-pending generation. If the sweeper gave up on it first (failed and
   * refunded), the result is not delivered: the answer is the timeout, as the row says.
   */
  async function complete(
    userId: string,
    generationId: string,
    update: { resultUrl?: string | null; parameters: Record<string, unknown> },
  ): Promise<Result<true, DomainError<'generation_failed'>>> {
    const won = await ports.generations.settlePending(userId, generationId, {
      status: 'completed',
      ...update,
    });
    return won ? ok(true) : err(timedOut());
  }

  /** What a kind reads of the user's media (a source image), before the charge and in its job. */
  const mediaOf = (userId: string): KindMediaContext => ({ userId, mediaStore: ports.mediaStore });

  /** Removes media no completed row names (a settlement lost); a failure here is the sweeper's. */
  async function forget(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await ports.mediaStore.remove(keys).catch(() => undefined);
  }

  async function balanceChanged(userId: string): Promise<number> {
    const balance = await ports.creditLedger.balance(userId);
    await ports.events
      ?.publish({ type: 'balance.changed', userId, balance })
      .catch(() => undefined);
    return balance;
  }

  function failure(error: unknown): JobFailure {
    if (isDomainError(error) && error.is('model_unavailable')) return error;
    if (!isDomainError(error)) return new DomainError('generation_failed', 'Generation failed');
    // Keep the provider's details (e.g. kind: 'blocked' | 'refused'), so the edge can tell a
    // refusal of the prompt (422) from a failure of the model (502).
    return new DomainError(
      'generation_failed',
      error.message,
      error.is('generation_failed') && error.details ? { ...error.details } : undefined,
    );
  }

  const failedOutcome = (error: JobFailure): GenerationJobOutcome => ({
    status: 'failed',
    error: {
      code: error.code,
      message: error.message,
      ...(error.details ? { details: { ...error.details } } : {}),
    },
  });

  const outcomeError = (outcome: Extract<GenerationJobOutcome, { status: 'failed' }>) =>
    new DomainError(
      outcome.error.code,
      outcome.error.message,
      outcome.error.details ? { ...outcome.error.details } : undefined,
    );

  /** One kind's half of the pipeline: its generators, its job, its synchronous request. */
  function pipeline<T extends GenerationKindTypes>(
    kind: GenerationKind<T>,
    generators: readonly Generator<T['input'], T['output'], T['model']>[],
  ) {
    const configured = () => generators.filter((generator) => generator.isAvailable());

    /**
     * The answer a job gives for a generation someone already settled: the same job run again
     * after its worker died past the settlement, or the sweeper's timeout.
     */
    function settledOutcome(generation: Generation | null): GenerationJobOutcome {
      if (generation?.status === 'completed') {
        const result = kind.recordedResult(generation.parameters ?? {});
        if (result !== null) return { status: 'completed', result };
      }
      return failedOutcome(
        new DomainError('generation_failed', generation?.errorMessage ?? 'Generation failed'),
      );
    }

    /** After a failure: failed and refunded here, or the outcome of whoever settled first. */
    async function failed(
      job: GenerationJob,
      parameters: Readonly<Record<string, unknown>>,
      error: JobFailure,
    ): Promise<GenerationJobOutcome> {
      const kind = error.details && 'kind' in error.details ? error.details.kind : undefined;
      const failure: RecordedFailure = {
        code: error.code,
        ...(typeof kind === 'string' ? { kind } : {}),
      };
      if (
        await failAndRefund(job.userId, job.generationId, error.message, {
          ...parameters,
          failure,
        })
      ) {
        return failedOutcome(error);
      }
      return settledOutcome(await ports.generations.findById(job.userId, job.generationId));
    }

    /**
     * Runs a reserved generation to its settlement: model, media, then completed — or failed
     * and refunded. What runs is rebuilt from the row (its prompt and parameters), never taken
     * from the job, which only names it. A job may run again when its worker died; the row
     * decides: only a still-pending generation is worked on, and `settlePending` lets one
     * settlement win.
     */
    async function runReserved(
      job: GenerationJob,
      current: Generation | null,
      reportProgress?: GenerationProgressReporter,
    ): Promise<GenerationJobOutcome> {
      if (current?.status !== 'pending') return settledOutcome(current);
      const parameters = current.parameters ?? {};
      let result: T['result'];
      // What this run wrote to the media store: removed again unless its completion wins.
      const storedKeys: string[] = [];
      const mediaStore = {
        put: async (input: Parameters<MediaStore['put']>[0]) => {
          const media = await ports.mediaStore.put(input);
          storedKeys.push(media.key);
          return media;
        },
      };
      try {
        const reserved = kind.reserved({ prompt: current.prompt, parameters });
        if (!reserved) throw new DomainError('generation_failed', 'Generation failed');
        const generator = configured().find((candidate) => candidate.model === reserved.model);
        if (!generator) throw notConfigured(reserved.model);
        const input = kind.prepare
          ? await kind.prepare(reserved.input, mediaOf(current.userId))
          : (reserved.input as T['input']);
        const onProgress = forwardProgress(reportProgress);
        const output = await generator.generate(input, onProgress ? { onProgress } : undefined);
        // The model may answer long after the row was settled or erased with its account
        // (deleted meanwhile): nothing is stored for a generation nobody waits for.
        const now = await ports.generations.findById(current.userId, current.id);
        if (now?.status === 'completed') return settledOutcome(now);
        if (now?.status !== 'pending') return failedOutcome(timedOut());
        result = await kind.store(output, { userId: current.userId, mediaStore });
      } catch (error) {
        await forget(storedKeys);
        return failed(job, parameters, failure(error));
      }
      const row = kind.completedRow(result);
      const completed = await complete(current.userId, current.id, {
        ...(row.resultUrl !== undefined ? { resultUrl: row.resultUrl } : {}),
        parameters: { ...parameters, ...row.parameters },
      }).catch(async (error: unknown) => {
        await forget(storedKeys);
        throw error;
      });
      if (!completed.ok) {
        // Swept, or its account closed while the media were written: no row will name them.
        await forget(storedKeys);
        return failedOutcome(completed.error);
      }
      return { status: 'completed', result };
    }

    /**
     * Hands the job to the queue and waits for its outcome. A job the queue lost (its worker
     * died more often than allowed, or no outcome in time) is failed and refunded here unless
     * it was settled meanwhile.
     */
    async function dispatch(reserved: Reserved): Promise<GenerationJobOutcome> {
      try {
        return await ports.generationQueue.run(reserved.job);
      } catch {
        return failed(
          reserved.job,
          reserved.parameters,
          new DomainError('generation_failed', 'Generation failed'),
        );
      }
    }

    /** A reservation: the job that names it, the parameters it kept, its charge and model. */
    interface Reserved {
      readonly job: GenerationJob;
      readonly parameters: Record<string, unknown>;
      readonly cost: number;
      readonly model: T['model'];
    }

    /** Chooses the model and reserves the credits: the job to run, or why nothing was charged. */
    async function reserveJob(
      userId: string,
      request: T['request'],
    ): Promise<
      Result<
        Reserved,
        DomainError<'model_unavailable' | 'insufficient_credits' | 'validation_error'>
      >
    > {
      const model = kind.chooseModel(
        request,
        configured().map((generator) => generator.model),
      );
      if (model === undefined) return err(notConfigured(kind.missingModelName(request)));
      const refused = await kind.admit?.(request, mediaOf(userId));
      if (refused) return err(refused);
      const cost = kind.cost(request);
      // Everything the job runs is kept here: the worker rebuilds it from the row.
      const parameters = kind.parameters(request, model);
      const reserved = await reserve({
        userId,
        type: kind.type,
        prompt: kind.prompt(request),
        cost,
        parameters,
      });
      if (!reserved.ok) {
        return err(kind.insufficientCredits?.(reserved.error) ?? reserved.error);
      }
      return ok({
        job: { kind: kind.type, generationId: reserved.value.id, userId },
        parameters,
        cost,
        model,
      });
    }

    /**
     * Hands the job to the queue without waiting. A job the queue would not take is failed and
     * refunded at once.
     */
    async function startJob(reserved: Reserved): Promise<Result<true, JobFailure>> {
      const { job } = reserved;
      try {
        await ports.generationQueue.start(job);
        return ok(true);
      } catch {
        const error = new DomainError('generation_failed', 'Generation could not be started');
        await failed(job, reserved.parameters, error);
        return err(error);
      }
    }

    /**
     * The streamed request: reserve (or why nothing was charged), then `run` in this process —
     * the reader is here, so the job does not go through the queue. The row stays pending while
     * it runs; the sweeper settles it if this process dies with it.
     */
    async function stream(
      userId: string,
      request: T['request'],
    ): Promise<Result<GenerationStream<T['model'], T['answer']>>> {
      const streamable = kind.streamed;
      if (!streamable) {
        return err(new DomainError('generation_failed', `${kind.type} cannot be streamed`));
      }
      const reserved = await reserveJob(userId, request);
      if (!reserved.ok) return reserved;
      const { job, parameters, cost, model } = reserved.value;
      const streamed = streamable;
      const remainingCredits = await balanceChanged(userId);
      const charge = async () => ({
        creditsUsed: cost,
        remainingCredits: await balanceChanged(userId),
        model,
      });

      async function run(options: {
        readonly signal: StopSignal;
        readonly onDelta: (index: number, text: string) => void;
      }): Promise<Result<StreamEnded<T['answer']>, JobFailure>> {
        const pieces: string[] = [];
        let wrote = false;
        const onDelta = (index: number, text: string) => {
          if (options.signal.aborted || !text || index < 0 || !Number.isInteger(index)) return;
          pieces[index] = (pieces[index] ?? '') + text;
          if (text.trim()) wrote = true;
          options.onDelta(index, text);
        };
        let result: T['result'] | undefined;
        let failureSeen: JobFailure | undefined;
        try {
          const generator = configured().find((candidate) => candidate.model === model);
          if (!generator) throw notConfigured(model);
          const input = kind.reserved({ prompt: kind.prompt(request), parameters })?.input;
          if (input === undefined) throw new DomainError('generation_failed', 'Generation failed');
          let output: T['output'];
          if (generator.stream) {
            output = await generator.stream(input, { signal: options.signal, onDelta });
          } else {
            // A model that cannot stream answers at once: each output is one piece.
            output = await generator.generate(input);
            streamed.pieces(output).forEach((piece, index) => {
              onDelta(index, piece);
            });
          }
          if (!options.signal.aborted) {
            result = await kind.store(output, { userId, mediaStore: ports.mediaStore });
          }
        } catch (error) {
          if (!options.signal.aborted) {
            const cause = failure(error);
            if (!wrote) {
              // Nothing was shown: failed and refunded, once.
              await failed(job, parameters, cause);
              await balanceChanged(userId);
              return err(cause);
            }
            failureSeen = cause;
          }
        }
        const ended: StreamEnd =
          result !== undefined ? 'completed' : failureSeen ? 'failed' : 'stopped';
        result ??= streamed.partial(
          Array.from({ length: Math.max(pieces.length, 1) }, (_, i) => pieces[i] ?? ''),
        );
        const row = kind.completedRow(result);
        const completed = await complete(userId, job.generationId, {
          ...(row.resultUrl !== undefined ? { resultUrl: row.resultUrl } : {}),
          parameters: { ...parameters, ...row.parameters, streamEnded: ended },
        });
        if (!completed.ok) return completed;
        return ok({
          ended,
          answer: kind.answer(result, await charge()),
          ...(failureSeen ? { failure: failureSeen } : {}),
        });
      }

      return ok({
        generationId: job.generationId,
        creditsUsed: cost,
        remainingCredits,
        model,
        run,
      });
    }

    return {
      runReserved,
      stream,

      models: () => generators.map((g) => ({ id: g.model, available: g.isAvailable() })),

      /** The synchronous request: reserve, run the job, answer its result with the charge. */
      async generate(userId: string, request: T['request']): Promise<Result<T['answer']>> {
        const reserved = await reserveJob(userId, request);
        if (!reserved.ok) return reserved;
        const { cost, model } = reserved.value;
        const outcome = await dispatch(reserved.value);
        if (outcome.status === 'failed') return err(outcomeError(outcome));
        return ok(
          kind.answer(outcome.result as T['result'], {
            creditsUsed: cost,
            remainingCredits: await balanceChanged(userId),
            model,
          }),
        );
      },

      /**
       * The long request: reserve, hand the job over without waiting, answer the generation's
       * id. The job settles (completed, or failed and refunded) where it runs.
       */
      async start(userId: string, request: T['request']): Promise<Result<GenerationStarted>> {
        const reserved = await reserveJob(userId, request);
        if (!reserved.ok) return reserved;
        const { job } = reserved.value;
        const started = await startJob(reserved.value);
        await balanceChanged(userId);
        if (!started.ok) return started;
        return ok({ generationId: job.generationId });
      },
    };
  }

  type Pipeline<T extends GenerationKindTypes> = ReturnType<typeof pipeline<T>>;
  /** One pipeline per kind of the table, over the ports' generators of that kind. */
  const pipelines = perKind<{ [K in GenerationKindName]: Pipeline<KindTypes<K>> }>((kind, entry) =>
    pipeline(entry.kind as GenerationKind<KindTypes<typeof kind>>, ports.generators[kind]),
  );

  /**
   * The queue's job handler: runs any kind's job (here, or on a worker process). The job only
   * names the generation; its row says which kind runs, with which model and input.
   */
  async function runJob(
    job: GenerationJob,
    reportProgress?: GenerationProgressReporter,
  ): Promise<GenerationJobOutcome> {
    const current = await ports.generations.findById(job.userId, job.generationId);
    const type = current?.generationType ?? job.kind;
    const pipeline = type in GENERATION_KINDS ? pipelines[type] : undefined;
    if (!pipeline) throw new Error(`No generation pipeline for ${type} jobs`);
    return pipeline.runReserved(job, current, reportProgress);
  }

  /** The latest progress of a pending job, wherever it runs; 0 when nobody knows yet. */
  async function pendingProgress(generationId: string): Promise<number> {
    const known = await ports.generationQueue.progress(generationId).catch(() => null);
    return known === null ? 0 : Math.min(99, Math.max(0, Math.floor(known)));
  }

  return {
    /** GET /api/models: every kind's models, in the table's order, and which are configured. */
    models: (): ModelAvailability => perKind<ModelAvailability>((kind) => pipelines[kind].models()),

    runJob,

    /**
     * A `sync` kind's request (POST /api/generate/image, …): reserves, runs the job and answers
     * its result with the charge.
     */
    generate: <K extends GenerationKindName>(
      kind: K,
      userId: string,
      request: GenerationRequestOf<K>,
    ): Promise<Result<GenerationAnswerOf<K>>> => pipelines[kind].generate(userId, request),

    /**
     * A `job` kind's request (POST /api/generate/video): reserves and starts the job; the
     * answer is its id (202).
     */
    start: <K extends GenerationKindName>(
      kind: K,
      userId: string,
      request: GenerationRequestOf<K>,
    ): Promise<Result<GenerationStarted>> => pipelines[kind].start(userId, request),

    /**
     * A streamed request (POST /api/generate/text/stream): reserves, and answers the charge
     * with `run`, which streams the output as it is written (see `GenerationStream`).
     */
    stream: <K extends GenerationKindName>(
      kind: K,
      userId: string,
      request: GenerationRequestOf<K>,
    ): Promise<Result<GenerationStream<GenerationModelOf<K>, GenerationAnswerOf<K>>>> =>
      pipelines[kind].stream(userId, request) as never,

    /**
     * GET /api/generations/{id}: the user's own generation (another user's, a deleted or a
     * missing one: not_found), its progress and, once completed, its video.
     */
    async progress(
      userId: string,
      generationId: string,
    ): Promise<Result<GenerationProgress, DomainError<'not_found'>>> {
      const generation = await ports.generations.findById(userId, generationId);
      if (!generation || generation.deletedAt) {
        return err(new DomainError('not_found', 'Generation not found'));
      }
      const base = {
        id: generation.id,
        type: generation.generationType,
        status: generation.status,
        creditsUsed: generation.costCredits,
      };
      if (generation.status === 'pending') {
        return ok({ ...base, progress: await pendingProgress(generation.id) });
      }
      if (generation.status === 'failed' || generation.status === 'cancelled') {
        return ok({
          ...base,
          progress: 0,
          error: {
            ...recordedFailure(generation),
            message: generation.errorMessage ?? 'Generation failed',
          },
        });
      }
      const clip = recordedVideo(generation.parameters ?? {});
      return ok({ ...base, progress: 100, ...(clip ? { video: { ...clip } } : {}) });
    },
  };
}

export type GenerationUseCases = ReturnType<typeof createGenerationUseCases>;
