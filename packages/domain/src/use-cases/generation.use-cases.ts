import { imageCost, textCost } from '../cost-rules';
import type { Generation } from '../entities';
import { DomainError, err, insufficientCredits, isDomainError, ok, type Result } from '../errors';
import type { AspectRatio, ImageModel, ImageSize, ImageStyle, TargetSize } from '../image-options';
import type {
  GeneratedImageRef,
  GenerationJob,
  GenerationJobOutcome,
} from '../ports/generation-queue.port';
import type { ImageGenerator, TextGenerator } from '../ports/generators.port';
import type { SizedImageGenerationInput } from '../ports/image-request.port';
import type { GenerationType } from '../statuses';
import type { TextGenerationRequest } from '../validation/generation.schema';
import type { CommercePorts } from './deps';
import { GENERATION_TIMED_OUT_MESSAGE } from './generation-sweeper.use-cases';

/** One image request, from either image route, in the generator's terms. */
export interface ImageJob {
  readonly model: ImageModel;
  readonly prompt: string;
  readonly negativePrompt?: string;
  readonly style: ImageStyle;
  readonly aspectRatio: AspectRatio;
  readonly targetSize: TargetSize;
  /** The demo route's exact size ('1024x768'): honoured by generators that can. */
  readonly exactSize?: { readonly width: number; readonly height: number };
  /** What the cost rule reads: the named size, or the target size. */
  readonly size: ImageSize | TargetSize;
  readonly count: number;
  readonly guidance: number;
  readonly upscale: boolean;
  readonly styleTransfer: boolean;
}

export interface ImageGenerationAnswer {
  readonly images: string[];
  readonly metadata: { readonly finalWidth: number; readonly finalHeight: number }[];
  readonly creditsUsed: number;
  readonly remainingCredits: number;
  readonly model: ImageModel;
}

export interface TextGenerationAnswer {
  readonly texts: string[];
  readonly count: number;
  readonly creditsUsed: number;
  readonly remainingCredits: number;
  readonly model: ImageModel;
}

export interface ModelAvailability {
  readonly image: { readonly id: ImageModel; readonly available: boolean }[];
  readonly text: { readonly id: ImageModel; readonly available: boolean }[];
}

const notConfigured = (model: string) =>
  new DomainError('model_unavailable', `Model ${model} is not configured`, { model });

/** SPEC §8's text wording: 'Insufficient balance' where images say 'Insufficient credits'. */
function insufficientBalance(
  error: DomainError<'insufficient_credits'>,
): DomainError<'insufficient_credits'> {
  const details = error.details ?? { required: 0, available: 0, shortfall: 0 };
  return new DomainError(
    'insufficient_credits',
    `Insufficient balance: need ${details.shortfall} more credits`,
    { ...details },
  );
}

/**
 * Generation: validate (at the edge) → cost → debit and a pending generations row in one
 * transaction (or 402, leaving nothing) → generate → completed with the result, or failed with
 * the error and an automatic, idempotent refund.
 */
export function createGenerationUseCases(ports: CommercePorts) {
  /** The generations row and the debit together: on a short balance neither stays. */
  async function reserve(input: {
    userId: string;
    type: GenerationType;
    prompt: string;
    cost: number;
    parameters: Record<string, unknown>;
  }): Promise<Result<Generation>> {
    try {
      const generation = await ports.ledgerUnitOfWork.run(async (repos) => {
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
  ): Promise<boolean> {
    return ports.ledgerUnitOfWork.run(async (repos) => {
      const won = await repos.generations.settlePending(userId, generationId, {
        status: 'failed',
        errorMessage: message.slice(0, 1000),
      });
      if (!won) return false;
      const refund = await repos.creditLedger.refund({ userId, generationId });
      if (!refund.ok) throw refund.error;
      return true;
    });
  }

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
    return won
      ? ok(true)
      : err(
          new DomainError('generation_failed', GENERATION_TIMED_OUT_MESSAGE, { kind: 'timeout' }),
        );
  }

  async function balanceChanged(userId: string): Promise<number> {
    const balance = await ports.creditLedger.balance(userId);
    await ports.events
      ?.publish({ type: 'balance.changed', userId, balance })
      .catch(() => undefined);
    return balance;
  }

  function failure(error: unknown): DomainError<'generation_failed' | 'model_unavailable'> {
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

  function pickImageGenerator(model: ImageModel): ImageGenerator | null {
    const generator = ports.imageGenerators.find((g) => g.model === model);
    return generator?.isAvailable() ? generator : null;
  }

  /** Gemini when configured, else the demo model. */
  function pickTextGenerator(): TextGenerator | null {
    const available = ports.textGenerators.filter((g) => g.isAvailable());
    return available.find((g) => g.model === 'gemini') ?? available[0] ?? null;
  }

  const failedOutcome = (
    error: DomainError<'generation_failed' | 'model_unavailable'>,
  ): GenerationJobOutcome => ({
    status: 'failed',
    error: {
      code: error.code,
      message: error.message,
      ...(error.details ? { details: { ...error.details } } : {}),
    },
  });

  /**
   * The answer a job gives for a generation someone already settled: the same job run again
   * after its worker died past the settlement, or the sweeper's timeout.
   */
  function settledOutcome(generation: Generation | null): GenerationJobOutcome {
    const parameters = (generation?.parameters ?? {}) as Record<string, unknown>;
    if (generation?.status === 'completed') {
      if (generation.generationType === 'image' && Array.isArray(parameters.images)) {
        return { status: 'completed', images: parameters.images as GeneratedImageRef[] };
      }
      if (generation.generationType === 'text' && Array.isArray(parameters.texts)) {
        return { status: 'completed', texts: parameters.texts as string[] };
      }
    }
    return failedOutcome(
      new DomainError('generation_failed', generation?.errorMessage ?? 'Generation failed'),
    );
  }

  /** Model call and storage; throws a DomainError on failure. */
  async function produce(
    job: GenerationJob,
  ): Promise<{ images: GeneratedImageRef[] } | { texts: string[] }> {
    if (job.kind === 'image') {
      const generator = pickImageGenerator(job.model);
      if (!generator) throw notConfigured(job.model);
      const made = await generator.generate(job.input);
      if (made.length === 0)
        throw new DomainError('generation_failed', 'The model returned no image');
      const images: GeneratedImageRef[] = [];
      for (const image of made) {
        const stored = await ports.mediaStore.put({
          userId: job.userId,
          bytes: image.bytes,
          contentType: image.contentType,
        });
        images.push({ url: stored.url, finalWidth: image.width, finalHeight: image.height });
      }
      return { images };
    }
    const generator = ports.textGenerators.find((g) => g.model === job.model && g.isAvailable());
    if (!generator) throw notConfigured('text');
    const texts = await generator.generate(job.input);
    if (texts.length === 0)
      throw new DomainError('generation_failed', 'The model returned no text');
    return { texts };
  }

  /**
   * Runs a reserved generation to its settlement: model, media, then completed — or failed and
   * refunded. Where the queue runs jobs (here, or a worker process). A job may run again when
   * its worker died; the row decides: only a still-pending generation is worked on, and
   * `settlePending` lets exactly one settlement win.
   */
  async function runJob(job: GenerationJob): Promise<GenerationJobOutcome> {
    const current = await ports.generations.findById(job.userId, job.generationId);
    if (current?.status !== 'pending') return settledOutcome(current);
    let made: { images: GeneratedImageRef[] } | { texts: string[] };
    try {
      made = await produce(job);
    } catch (error) {
      const failed = failure(error);
      if (await failAndRefund(job.userId, job.generationId, failed.message)) {
        return failedOutcome(failed);
      }
      return settledOutcome(await ports.generations.findById(job.userId, job.generationId));
    }
    const completed = await complete(
      job.userId,
      job.generationId,
      'images' in made
        ? { resultUrl: made.images[0]?.url ?? null, parameters: { ...job.parameters, ...made } }
        : {
            parameters: {
              ...job.parameters,
              words: made.texts.map((text) => text.split(/\s+/).filter(Boolean).length),
              // Kept so that a job run again after the settlement still answers the texts.
              texts: made.texts,
            },
          },
    );
    if (!completed.ok) return failedOutcome(completed.error);
    return 'images' in made
      ? { status: 'completed', images: made.images }
      : { status: 'completed', texts: made.texts };
  }

  /**
   * Hands the job to the queue (or runs it here) and waits for its outcome. A job the queue
   * lost (its worker died more often than allowed, or no outcome in time) is failed and
   * refunded here unless it was settled meanwhile.
   */
  async function settle(job: GenerationJob): Promise<GenerationJobOutcome> {
    if (!ports.generationQueue) return runJob(job);
    try {
      return await ports.generationQueue.run(job);
    } catch {
      const lost = new DomainError('generation_failed', 'Generation failed');
      if (await failAndRefund(job.userId, job.generationId, lost.message)) {
        return failedOutcome(lost);
      }
      return settledOutcome(await ports.generations.findById(job.userId, job.generationId));
    }
  }

  const outcomeError = (outcome: Extract<GenerationJobOutcome, { status: 'failed' }>) =>
    new DomainError(
      outcome.error.code,
      outcome.error.message,
      outcome.error.details ? { ...outcome.error.details } : undefined,
    );

  return {
    models(): ModelAvailability {
      const list = (generators: readonly (ImageGenerator | TextGenerator)[]) =>
        generators.map((g) => ({ id: g.model, available: g.isAvailable() }));
      return { image: list(ports.imageGenerators), text: list(ports.textGenerators) };
    },

    runJob,

    /** POST /api/generate/image and /api/gemini/generate/image. */
    async generateImage(userId: string, job: ImageJob): Promise<Result<ImageGenerationAnswer>> {
      const generator = pickImageGenerator(job.model);
      if (!generator) return err(notConfigured(job.model));
      const cost = imageCost({
        size: job.size,
        count: job.count,
        upscale: job.upscale,
        styleTransfer: job.styleTransfer,
      });
      const parameters = {
        model: job.model,
        size: job.size,
        style: job.style,
        aspectRatio: job.aspectRatio,
        targetSize: job.targetSize,
        count: job.count,
        guidance: job.guidance,
        upscale: job.upscale,
        styleTransfer: job.styleTransfer,
        ...(job.negativePrompt ? { negativePrompt: job.negativePrompt } : {}),
      };
      const reserved = await reserve({
        userId,
        type: 'image',
        prompt: job.prompt,
        cost,
        parameters,
      });
      if (!reserved.ok) return reserved;

      const input: SizedImageGenerationInput = {
        prompt: job.prompt,
        ...(job.negativePrompt ? { negativePrompt: job.negativePrompt } : {}),
        style: job.style,
        aspectRatio: job.aspectRatio,
        targetSize: job.targetSize,
        ...(job.exactSize ? { exactSize: job.exactSize } : {}),
        count: job.count,
        guidance: job.guidance,
        upscale: job.upscale,
        styleTransfer: job.styleTransfer,
      };
      const outcome = await settle({
        kind: 'image',
        generationId: reserved.value.id,
        userId,
        model: generator.model,
        input,
        parameters,
      });
      if (outcome.status === 'failed') return err(outcomeError(outcome));
      const images = 'images' in outcome ? outcome.images : [];
      return ok({
        images: images.map((image) => image.url),
        metadata: images.map(({ finalWidth, finalHeight }) => ({ finalWidth, finalHeight })),
        creditsUsed: cost,
        remainingCredits: await balanceChanged(userId),
        model: generator.model,
      });
    },

    /** POST /api/gemini/generate/text. */
    async generateText(
      userId: string,
      request: TextGenerationRequest,
    ): Promise<Result<TextGenerationAnswer>> {
      const generator = pickTextGenerator();
      if (!generator) return err(notConfigured('text'));
      const cost = textCost({
        textLength: request.textLength,
        count: request.count,
        outputLanguage: request.outputLanguage,
      });
      const parameters = {
        model: generator.model,
        textType: request.textType,
        textLength: request.textLength,
        writingStyle: request.writingStyle,
        outputLanguage: request.outputLanguage,
        count: request.count,
      };
      const reserved = await reserve({
        userId,
        type: 'text',
        prompt: request.prompt,
        cost,
        parameters,
      });
      if (!reserved.ok) {
        return reserved.error.is('insufficient_credits')
          ? err(insufficientBalance(reserved.error))
          : reserved;
      }

      const outcome = await settle({
        kind: 'text',
        generationId: reserved.value.id,
        userId,
        model: generator.model,
        input: {
          prompt: request.prompt,
          textType: request.textType,
          textLength: request.textLength,
          writingStyle: request.writingStyle,
          outputLanguage: request.outputLanguage,
          count: request.count,
        },
        parameters,
      });
      if (outcome.status === 'failed') return err(outcomeError(outcome));
      const texts = 'texts' in outcome ? [...outcome.texts] : [];
      return ok({
        texts,
        count: texts.length,
        creditsUsed: cost,
        remainingCredits: await balanceChanged(userId),
        model: generator.model,
      });
    },
  };
}

export type GenerationUseCases = ReturnType<typeof createGenerationUseCases>;
