import { setTimeout as delay } from 'node:timers/promises';
import { DomainError, type DomainErrorDetails, type GenerationFailureKind } from '@lumen/domain';
import { ApiError, type GenerateContentResponse, GoogleGenAI } from '@google/genai';
import pRetry from 'p-retry';

export const DEFAULT_GEMINI_IMAGE_MODEL = 'gemini-2.5-flash-image';
export const DEFAULT_GEMINI_TEXT_MODEL = 'gemini-2.5-flash';
export const DEFAULT_GEMINI_SPEECH_MODEL = 'gemini-2.5-flash-preview-tts';
export const DEFAULT_GEMINI_VIDEO_MODEL = 'veo-3.0-fast-generate-001';
export const DEFAULT_GEMINI_TIMEOUT_MS = 60_000;
const GEMINI_API_VERSION = 'v1beta';
const DEFAULT_BASE_URL = 'https://generativelanguage.googleapis.com';

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
  readonly videoModel?: string;
  /** The whole generation (every image or variant and every retry) must finish within this. */
  readonly timeoutMs?: number;
  readonly retry?: GeminiRetryOptions;
}

/** Runs one call to the service under the retry policy, handing it the generation's deadline signal. */
export type GeminiAttempt = <R>(call: (signal: AbortSignal) => Promise<R>) => Promise<R>;

/** What `run` hands its work: the retry wrapper and the deadline's signal (for waits between calls). */
export interface GeminiRun {
  readonly attempt: GeminiAttempt;
  readonly signal: AbortSignal;
}

export interface GeminiRunOptions {
  /** This run's deadline instead of the client's (a video job takes minutes). */
  readonly timeoutMs?: number;
  /** Who failed, in the failure's message (default 'The model'). */
  readonly subject?: string;
}

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

/**
 * @google/genai with this app's rules, the one way every Gemini generator calls the service:
 * one deadline for the whole generation (default 60 s, an abort signal passed to every call and
 * every wait), retries with exponential backoff and jitter (p-retry) only for what can succeed
 * next time (408, 429, 5xx, network errors), and every failure turned into DomainError
 * 'generation_failed' with a kind: blocked, refused, timeout, provider, malformed. The SDK's own
 * retry is left off: it covers only its own calls, not the REST calls a video job makes, and
 * does not wake from its backoff when the deadline passes.
 */
export class GeminiClient {
  readonly ai: GoogleGenAI;
  readonly imageModel: string;
  readonly textModel: string;
  readonly speechModel: string;
  readonly videoModel: string;
  readonly #apiKey: string;
  readonly #baseUrl: string;
  readonly #timeoutMs: number;
  readonly #attempts: number;
  readonly #initialDelayMs: number;
  readonly #maxDelayMs: number;

  constructor(options: GeminiOptions) {
    if (!options.apiKey) throw new Error('GeminiClient: apiKey is required');
    this.#apiKey = options.apiKey;
    this.#baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
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
    this.videoModel = options.videoModel || DEFAULT_GEMINI_VIDEO_MODEL;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_GEMINI_TIMEOUT_MS;
    this.#attempts = Math.max(1, options.retry?.attempts ?? 3);
    this.#initialDelayMs = options.retry?.initialDelayMs ?? 500;
    this.#maxDelayMs = options.retry?.maxDelayMs ?? 8_000;
  }

  /**
   * Runs `work` under one deadline; `work` gets `attempt`, which wraps each call in the retry
   * policy and passes the deadline's signal to it, and the signal itself for its own waits.
   */
  async run<T>(work: (run: GeminiRun) => Promise<T>, options: GeminiRunOptions = {}): Promise<T> {
    const timeoutMs = options.timeoutMs ?? this.#timeoutMs;
    const subject = options.subject ?? 'The model';
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('gemini deadline')), timeoutMs);
    timer.unref?.();
    const { signal } = controller;
    const attempt: GeminiAttempt = (call) => this.#retry(call, signal);
    try {
      return await work({ attempt, signal });
    } catch (error) {
      if (signal.aborted) {
        throw geminiFailure(
          'timeout',
          `${subject} did not answer within ${Math.round(timeoutMs / 1000)} s`,
        );
      }
      throw classify(error, subject);
    } finally {
      clearTimeout(timer);
      // Stops the calls still running (the other images of a failed batch).
      if (!signal.aborted) controller.abort(new Error('gemini batch finished'));
    }
  }

  /**
   * A REST call the SDK does not make for us (the video model's start and file), with the API
   * key; an answer other than 2xx throws the SDK's ApiError, so it is retried and classified
   * as the SDK's own calls are. Use it inside `attempt`.
   */
  async fetch(pathOrUrl: string, init: RequestInit & { signal: AbortSignal }): Promise<Response> {
    const url = /^https?:\/\//.test(pathOrUrl)
      ? pathOrUrl
      : `${this.#baseUrl}/${GEMINI_API_VERSION}/${pathOrUrl}`;
    const headers = new Headers(init.headers);
    headers.set('x-goog-api-key', this.#apiKey);
    const answer = await fetch(url, { ...init, headers });
    if (!answer.ok) {
      const detail = (await answer.text().catch(() => '')).slice(0, 300);
      throw new ApiError({ message: detail || `HTTP ${answer.status}`, status: answer.status });
    }
    return answer;
  }

  /** Waits between two calls (a poll), or rejects when the deadline passes first. */
  wait(ms: number, signal: AbortSignal): Promise<void> {
    return delay(ms, undefined, { signal });
  }

  #retry<R>(call: (signal: AbortSignal) => Promise<R>, signal: AbortSignal): Promise<R> {
    return pRetry(() => call(signal), {
      retries: this.#attempts - 1,
      factor: 2,
      // p-retry's jitter multiplies by 1 to 2: the first wait lands between half and all of
      // the configured first backoff, as before.
      minTimeout: this.#initialDelayMs / 2,
      maxTimeout: this.#maxDelayMs,
      randomize: true,
      signal,
      shouldRetry: ({ error }) => isRetryable(error),
    });
  }
}

function classify(error: unknown, subject: string): DomainError {
  if (error instanceof DomainError) return error;
  if (error instanceof ApiError) {
    const status = error.status;
    if (status === 400 && /safety|blocked|prohibited/i.test(error.message)) {
      return geminiFailure('blocked', `${subject} blocked this request`, {
        reason: error.message.slice(0, 300),
      });
    }
    return geminiFailure('provider', `${subject} service failed (HTTP ${status})`, { status });
  }
  if (error instanceof SyntaxError) {
    return geminiFailure('malformed', `${subject} returned an unreadable answer`);
  }
  return geminiFailure('provider', `${subject} service could not be reached`, {
    cause: error instanceof Error ? error.message.slice(0, 300) : String(error),
  });
}

function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return RETRYABLE_STATUS.has(error.status);
  if (error instanceof DomainError || error instanceof SyntaxError) return false;
  // fetch's network failures (connection refused or reset) are TypeErrors.
  return error instanceof TypeError;
}
