import {
  DomainError,
  type GenerateOptions,
  type GeneratedVideoData,
  type VideoAspectRatio,
  type VideoGenerationInput,
  type VideoGenerator,
} from '@lumen/domain';
import { GenerateVideosOperation, GoogleGenAI } from '@google/genai';
import { geminiFailure } from './gemini-client';

export const DEFAULT_GEMINI_VIDEO_MODEL = 'veo-3.0-fast-generate-001';
const GEMINI_API_VERSION = 'v1beta';
const DEFAULT_BASE_URL = 'https://generativelanguage.googleapis.com';

/** Veo's 720p frames. */
const FRAMES: Readonly<Record<VideoAspectRatio, { width: number; height: number }>> = {
  '16:9': { width: 1280, height: 720 },
  '9:16': { width: 720, height: 1280 },
};

export interface GeminiVideoOptions {
  readonly apiKey: string;
  /** Another endpoint (a local fake in tests). */
  readonly baseUrl?: string;
  readonly model?: string;
  /** How often the operation is asked about (default 10 s, as Google's examples do). */
  readonly pollIntervalMs?: number;
  /** The whole job (start, every poll, the download) must finish within this (default 6 min). */
  readonly timeoutMs?: number;
  /** What a usual job takes, for the progress shown while the model gives none (default 60 s). */
  readonly expectedMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The video model (Veo) through @google/genai as a long-running operation: start it, poll
 * `operations.getVideosOperation` until done, fetch the clip's file. @google/genai 3.1 sends
 * `models.generateVideos` to Vertex only, so the start is the Gemini API's own REST call
 * (`models/{model}:predictLongRunning`, the request the SDK would make), whose answer is handed
 * to the SDK as a `GenerateVideosOperation` for the polling. Progress: the operation's
 * `metadata.progressPercent` when the service reports it, else an estimate from the time spent.
 * Failures are 'generation_failed' (an operation error, a filtered clip: 'blocked'; no answer in
 * time: 'timeout'), so the pipeline refunds them.
 */
export class GeminiVideoGenerator implements VideoGenerator {
  readonly model = 'gemini' as const;
  readonly #ai: GoogleGenAI;
  readonly #apiKey: string;
  readonly #baseUrl: string;
  readonly #modelName: string;
  readonly #pollMs: number;
  readonly #timeoutMs: number;
  readonly #expectedMs: number;

  constructor(options: GeminiVideoOptions) {
    if (!options.apiKey) throw new Error('GeminiVideoGenerator: apiKey is required');
    this.#apiKey = options.apiKey;
    this.#baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.#ai = new GoogleGenAI({
      vertexai: false,
      apiKey: options.apiKey,
      apiVersion: GEMINI_API_VERSION,
      ...(options.baseUrl ? { httpOptions: { baseUrl: options.baseUrl } } : {}),
    });
    this.#modelName = options.model || DEFAULT_GEMINI_VIDEO_MODEL;
    this.#pollMs = options.pollIntervalMs ?? 10_000;
    this.#timeoutMs = options.timeoutMs ?? 6 * 60_000;
    this.#expectedMs = options.expectedMs ?? 60_000;
  }

  isAvailable(): boolean {
    return true;
  }

  async generate(
    input: VideoGenerationInput,
    options: GenerateOptions = {},
  ): Promise<GeneratedVideoData> {
    const started = Date.now();
    const deadline = started + this.#timeoutMs;
    const frame = FRAMES[input.aspectRatio];
    let operation = await this.#start(input);
    options.onProgress?.(1);
    while (!operation.done) {
      if (Date.now() + this.#pollMs > deadline) {
        throw geminiFailure(
          'timeout',
          `The video model did not finish within ${Math.round(this.#timeoutMs / 1000)} s`,
        );
      }
      await sleep(this.#pollMs);
      operation = await this.#call(() => this.#ai.operations.getVideosOperation({ operation }));
      if (operation.done) break;
      const reported = Number(
        (operation.metadata as Record<string, unknown> | undefined)?.progressPercent,
      );
      const estimated = ((Date.now() - started) / this.#expectedMs) * 90;
      options.onProgress?.(Number.isFinite(reported) ? reported : Math.min(90, estimated));
    }
    if (operation.error) {
      const message = String(operation.error.message ?? 'The video model failed');
      throw geminiFailure('provider', `The video model failed: ${message.slice(0, 300)}`);
    }
    const response = operation.response;
    if (response?.raiMediaFilteredCount) {
      throw geminiFailure('blocked', 'The video model filtered this video', {
        reason: String(response.raiMediaFilteredReasons?.[0] ?? 'filtered').slice(0, 300),
      });
    }
    const video = response?.generatedVideos?.[0]?.video;
    if (!video?.uri && !video?.videoBytes) {
      throw geminiFailure('malformed', 'The video model answered no video');
    }
    const bytes = video.videoBytes
      ? new Uint8Array(Buffer.from(video.videoBytes, 'base64'))
      : await this.#download(video.uri ?? '');
    options.onProgress?.(99);
    return {
      bytes,
      contentType: 'video/mp4',
      durationSeconds: input.durationSeconds,
      width: frame.width,
      height: frame.height,
    };
  }

  async #start(input: VideoGenerationInput): Promise<GenerateVideosOperation> {
    const url = `${this.#baseUrl}/${GEMINI_API_VERSION}/models/${this.#modelName}:predictLongRunning`;
    const answer = await this.#call(() =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-goog-api-key': this.#apiKey },
        body: JSON.stringify({
          instances: [{ prompt: input.prompt }],
          parameters: {
            aspectRatio: input.aspectRatio,
            durationSeconds: input.durationSeconds,
            sampleCount: 1,
            ...(input.negativePrompt ? { negativePrompt: input.negativePrompt } : {}),
          },
        }),
        signal: AbortSignal.timeout(60_000),
      }),
    );
    if (!answer.ok) {
      const detail = (await answer.text().catch(() => '')).slice(0, 300);
      if (answer.status === 400 && /safety|blocked|prohibited/i.test(detail)) {
        throw geminiFailure('blocked', 'The video model blocked this request', { reason: detail });
      }
      throw geminiFailure('provider', `The video model failed (HTTP ${answer.status})`, {
        status: answer.status,
      });
    }
    const raw = (await answer.json().catch(() => null)) as { name?: string } | null;
    if (!raw?.name) throw geminiFailure('malformed', 'The video model answered no operation');
    return new GenerateVideosOperation()._fromAPIResponse({ apiResponse: raw, _isVertexAI: false });
  }

  async #download(uri: string): Promise<Uint8Array> {
    const answer = await this.#call(() =>
      fetch(uri, {
        headers: { 'x-goog-api-key': this.#apiKey },
        redirect: 'follow',
        signal: AbortSignal.timeout(120_000),
      }),
    );
    if (!answer.ok) {
      throw geminiFailure(
        'provider',
        `The video file could not be fetched (HTTP ${answer.status})`,
        {
          status: answer.status,
        },
      );
    }
    return new Uint8Array(await answer.arrayBuffer());
  }

  /** A call to the service: a network failure is the provider's failure, never a crash. */
  async #call<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      throw geminiFailure('provider', 'The video model could not be reached', {
        cause: error instanceof Error ? error.message.slice(0, 300) : String(error),
      });
    }
  }
}
