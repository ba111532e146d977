import type {
  GenerateOptions,
  GeneratedVideoData,
  VideoAspectRatio,
  VideoGenerationInput,
  VideoGenerator,
} from '@lumen/domain';
import { GenerateVideosOperation } from '@google/genai';
import { type GeminiClient, geminiFailure } from './gemini-client';

/** Veo's 720p frames. */
const FRAMES: Readonly<Record<VideoAspectRatio, { width: number; height: number }>> = {
  '16:9': { width: 1280, height: 720 },
  '9:16': { width: 720, height: 1280 },
};

export interface GeminiVideoOptions {
  /** How often the operation is asked about (default 10 s, as Google's examples do). */
  readonly pollIntervalMs?: number;
  /** The whole job (start, every poll, the download) must finish within this (default 6 min). */
  readonly timeoutMs?: number;
  /** What a usual job takes, for the progress shown while the model gives none (default 60 s). */
  readonly expectedMs?: number;
}

/**
 * The video model (Veo) through @google/genai as a long-running operation: start it, poll
 * `operations.getVideosOperation` until done, fetch the clip's file. @google/genai 3.1 sends
 * `models.generateVideos` to Vertex only, so the start is the Gemini API's own REST call
 * (`models/{model}:predictLongRunning`, the request the SDK would make), whose answer is handed
 * to the SDK as a `GenerateVideosOperation` for the polling. Progress: the operation's
 * `metadata.progressPercent` when the service reports it, else an estimate from the time spent.
 * Every call goes through the shared GeminiClient: one deadline for the whole job (the start,
 * each poll, the waits between them, the download), each call retried under its policy.
 * Failures are 'generation_failed' (an operation error, a filtered clip: 'blocked'; no answer in
 * time: 'timeout'), so the pipeline refunds them.
 */
export class GeminiVideoGenerator implements VideoGenerator {
  readonly model = 'gemini' as const;
  readonly #client: GeminiClient;
  readonly #pollMs: number;
  readonly #timeoutMs: number;
  readonly #expectedMs: number;

  constructor(client: GeminiClient, options: GeminiVideoOptions = {}) {
    this.#client = client;
    this.#pollMs = options.pollIntervalMs ?? 10_000;
    this.#timeoutMs = options.timeoutMs ?? 6 * 60_000;
    this.#expectedMs = options.expectedMs ?? 60_000;
  }

  isAvailable(): boolean {
    return true;
  }

  generate(
    input: VideoGenerationInput,
    options: GenerateOptions = {},
  ): Promise<GeneratedVideoData> {
    return this.#client.run(
      async ({ attempt, signal }) => {
        const started = Date.now();
        const frame = FRAMES[input.aspectRatio];
        let operation = await attempt((s) => this.#start(input, s));
        options.onProgress?.(1);
        while (!operation.done) {
          await this.#client.wait(this.#pollMs, signal);
          const current = operation;
          operation = await attempt((s) =>
            this.#client.ai.operations.getVideosOperation({
              operation: current,
              config: { abortSignal: s },
            }),
          );
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
        const uri = video.uri ?? '';
        const bytes = video.videoBytes
          ? new Uint8Array(Buffer.from(video.videoBytes, 'base64'))
          : await attempt(async (s) => {
              const answer = await this.#client.fetch(uri, { redirect: 'follow', signal: s });
              return new Uint8Array(await answer.arrayBuffer());
            });
        options.onProgress?.(99);
        return {
          bytes,
          contentType: 'video/mp4',
          durationSeconds: input.durationSeconds,
          width: frame.width,
          height: frame.height,
        };
      },
      { timeoutMs: this.#timeoutMs, subject: 'The video model' },
    );
  }

  async #start(input: VideoGenerationInput, signal: AbortSignal): Promise<GenerateVideosOperation> {
    const answer = await this.#client.fetch(
      `models/${this.#client.videoModel}:predictLongRunning`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          instances: [{ prompt: input.prompt }],
          parameters: {
            aspectRatio: input.aspectRatio,
            durationSeconds: input.durationSeconds,
            sampleCount: 1,
            ...(input.negativePrompt ? { negativePrompt: input.negativePrompt } : {}),
          },
        }),
        signal,
      },
    );
    const raw = (await answer.json().catch(() => null)) as { name?: string } | null;
    if (!raw?.name) throw geminiFailure('malformed', 'The video model answered no operation');
    return new GenerateVideosOperation()._fromAPIResponse({ apiResponse: raw, _isVertexAI: false });
  }
}
