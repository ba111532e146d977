import { DomainError, type DomainErrorDetails, type GenerationFailureKind } from '@lumen/domain';
import { ApiError, type GenerateContentResponse, GoogleGenAI } from '@google/genai';

export const DEFAULT_GEMINI_IMAGE_MODEL = 'gemini-2.5-flash-image';
export const DEFAULT_GEMINI_TEXT_MODEL = 'gemini-2.5-flash';
export const DEFAULT_GEMINI_SPEECH_MODEL = 'gemini-2.5-flash-preview-tts';
export const DEFAULT_GEMINI_TIMEOUT_MS = 60_000;
const GEMINI_API_VERSION = 'v1beta';

export interface GeminiRetryOptions {
  /** Attempts per call, the first included (default 3). */
  readonly attempts?: number;
  /** First backoff; doubled each retry, with jitter (default 500 ms). */
  readonly initialDelayMs?: number;
  readonly maxDelayMs?: number;
}

export interface GeminiOptions {
  readonly apiKey: string;
  /** Another endpoint (a local fake in tests): @google/genai's `httpOptions.baseUrl`. */
  readonly baseUrl?: string;
  readonly imageModel?: string;
  readonly textModel?: string;
  readonly speechModel?: string;
  /** The whole generation (every image or variant and every retry) must finish within this. */
  readonly timeoutMs?: number;
  readonly retry?: GeminiRetryOptions;
}

/** Runs one SDK call under the retry policy, handing it the generation's deadline signal. */
export type GeminiAttempt = <R>(call: (signal: AbortSignal) => Promise<R>) => Promise<R>;

/** Statuses worth another attempt: the provider's own retryable set. */
const RETRYABLE_STATUS = new Set([408, 429, 500, 502, 503, 504]);

/**
 * The one failure the generators throw: DomainError 'generation_failed', with the kind and the
 * provider's reason in details (the use case marks the generation failed and refunds it).
 */
export function geminiFailure(
  kind: GenerationFailureKind,
  message: string,
  details: Omit<DomainErrorDetails['generation_failed'], 'kind' | 'provider'> = {},
): DomainError<'generation_failed'> {
  return new DomainError('generation_failed', message, { provider: 'gemini', kind, ...details });
}

/** Finish reasons that mean "the model would not make this", not "something broke". */
const REFUSAL_FINISH = new Set([
  'SAFETY',
  'IMAGE_SAFETY',
  'PROHIBITED_CONTENT',
  'IMAGE_PROHIBITED_CONTENT',
  'BLOCKLIST',
  'SPII',
  'RECITATION',
  'IMAGE_RECITATION',
  'IMAGE_OTHER',
  'NO_IMAGE',
]);

/** A blocked prompt or a safety stop in the answer, as a failure; null when there is none. */
export function blockedFailure(response: GenerateContentResponse): DomainError | null {
  const blockReason = response.promptFeedback?.blockReason;
  if (blockReason) {
    return geminiFailure('blocked', `The model blocked this request (${blockReason})`, {
      reason: String(blockReason),
    });
  }
  const finish = response.candidates?.[0]?.finishReason;
  if (finish && REFUSAL_FINISH.has(String(finish))) {
    return geminiFailure('blocked', `The model refused to answer (${finish})`, {
      reason: String(finish),
    });
  }
  return null;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });

/**
 * @google/genai with this app's rules: one deadline for the whole generation (default 60 s, an
 * abort signal passed to every call), retries with exponential backoff and jitter only for what
 * can succeed next time (408, 429, 5xx, network errors), and every failure turned into
 * DomainError 'generation_failed' with a kind: blocked, refused, timeout, provider, malformed.
 */
export class GeminiClient {
  readonly ai: GoogleGenAI;
  readonly imageModel: string;
  readonly textModel: string;
  readonly speechModel: string;
  readonly #timeoutMs: number;
  readonly #attempts: number;
  readonly #initialDelayMs: number;
  readonly #maxDelayMs: number;

  constructor(options: GeminiOptions) {
    if (!options.apiKey) throw new Error('GeminiClient: apiKey is required');
    this.ai = new GoogleGenAI({
      vertexai: false,
      apiKey: options.apiKey,
      // The SDK defaults to the stable v1 surface, but image output (responseModalities IMAGE,
      // imageConfig.aspectRatio), which this app uses, is served on v1beta: so it is pinned.
      apiVersion: GEMINI_API_VERSION,
      ...(options.baseUrl ? { httpOptions: { baseUrl: options.baseUrl } } : {}),
    });
    this.imageModel = options.imageModel || DEFAULT_GEMINI_IMAGE_MODEL;
    this.textModel = options.textModel || DEFAULT_GEMINI_TEXT_MODEL;
    this.speechModel = options.speechModel || DEFAULT_GEMINI_SPEECH_MODEL;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_GEMINI_TIMEOUT_MS;
    this.#attempts = Math.max(1, options.retry?.attempts ?? 3);
    this.#initialDelayMs = options.retry?.initialDelayMs ?? 500;
    this.#maxDelayMs = options.retry?.maxDelayMs ?? 8_000;
  }

  /**
   * Runs `work` under one deadline; `work` gets `attempt`, which wraps each SDK call in the
   * retry policy and passes the deadline's signal to it.
   */
  async run<T>(work: (attempt: GeminiAttempt) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('gemini deadline')), this.#timeoutMs);
    timer.unref?.();
    const { signal } = controller;
    const attempt: GeminiAttempt = (call) => this.#retry(call, signal);
    try {
      return await work(attempt);
    } catch (error) {
      if (signal.aborted) {
        throw geminiFailure(
          'timeout',
          `The model did not answer within ${Math.round(this.#timeoutMs / 1000)} s`,
        );
      }
      throw this.#classify(error);
    } finally {
      clearTimeout(timer);
      // Stops the calls still running (the other images of a failed batch).
      if (!signal.aborted) controller.abort(new Error('gemini batch finished'));
    }
  }

  async #retry<R>(call: (signal: AbortSignal) => Promise<R>, signal: AbortSignal): Promise<R> {
    let delay = this.#initialDelayMs;
    for (let attempt = 1; ; attempt++) {
      try {
        return await call(signal);
      } catch (error) {
        if (signal.aborted || attempt >= this.#attempts || !isRetryable(error)) throw error;
      }
      const jittered = delay / 2 + Math.random() * (delay / 2);
      await sleep(Math.min(jittered, this.#maxDelayMs), signal);
      delay = Math.min(delay * 2, this.#maxDelayMs);
    }
  }

  #classify(error: unknown): DomainError {
    if (error instanceof DomainError) return error;
    if (error instanceof ApiError) {
      const status = error.status;
      if (status === 400 && /safety|blocked|prohibited/i.test(error.message)) {
        return geminiFailure('blocked', 'The model blocked this request', {
          reason: error.message.slice(0, 300),
        });
      }
      return geminiFailure('provider', `The model service failed (HTTP ${status})`, { status });
    }
    if (error instanceof SyntaxError) {
      return geminiFailure('malformed', 'The model returned an unreadable answer');
    }
    return geminiFailure('provider', 'The model service could not be reached', {
      cause: error instanceof Error ? error.message.slice(0, 300) : String(error),
    });
  }
}

function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return RETRYABLE_STATUS.has(error.status);
  if (error instanceof DomainError || error instanceof SyntaxError) return false;
  // fetch's network failures (connection refused or reset) are TypeErrors.
  return error instanceof TypeError;
}
