import { z } from 'zod';
import { videoCost } from './cost-rules';
import { DomainError } from '../shared/errors';
import type { Generator } from '../ports/generator.port';
import type { GeneratedVideo, VideoGenerationRequest } from '../validation/generation.schema';
import {
  VIDEO_ASPECT_RATIOS,
  VIDEO_MODELS,
  type VideoAspectRatio,
  type VideoDuration,
  type VideoModel,
} from './video-options';
import type { GenerationKind } from './generation-kind';

/** What a video generator is handed. */
export interface VideoGenerationInput {
  readonly prompt: string;
  readonly negativePrompt?: string;
  readonly durationSeconds: VideoDuration;
  readonly aspectRatio: VideoAspectRatio;
}

/** One clip as the model made it (an MP4 file). */
export interface GeneratedVideoData {
  readonly bytes: Uint8Array;
  readonly contentType: string;
  readonly durationSeconds: number;
  readonly width: number;
  readonly height: number;
}

export type VideoGenerator = Generator<VideoGenerationInput, GeneratedVideoData, VideoModel>;

/** One stored clip. */
export interface GeneratedVideoRef {
  readonly url: string;
  readonly durationSeconds: number;
  readonly width: number;
  readonly height: number;
}

/** The video row's parameters as `parameters` keeps them: what `reserved` reads back. */
const reservedVideo = z.object({
  model: z.enum(VIDEO_MODELS),
  durationSeconds: z.union([z.literal(4), z.literal(8)]),
  aspectRatio: z.enum(VIDEO_ASPECT_RATIOS),
  negativePrompt: z.string().optional(),
});

function isVideoRef(value: unknown): value is GeneratedVideoRef {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.url === 'string' &&
    typeof v.durationSeconds === 'number' &&
    typeof v.width === 'number' &&
    typeof v.height === 'number'
  );
}

/** The video a completed generations row kept, or null (another kind, or not completed). */
export function recordedVideo(
  parameters: Readonly<Record<string, unknown>>,
): GeneratedVideoRef | null {
  return isVideoRef(parameters.video) ? parameters.video : null;
}

/**
 * A video runs for minutes on a real model, so its route does not wait for it: the pipeline's
 * `start` reserves, dispatches the job and answers the generation's id, which
 * GET /api/generations/{id} follows. `answer` is the job's result with its charge.
 */
export const videoGeneration: GenerationKind<{
  request: VideoGenerationRequest;
  input: VideoGenerationInput;
  output: GeneratedVideoData;
  model: VideoModel;
  result: GeneratedVideoRef;
  answer: GeneratedVideo;
}> = {
  type: 'video',
  chooseModel: (request, configured) =>
    configured.includes(request.model) ? request.model : undefined,
  missingModelName: (request) => request.model,
  cost: (request) => videoCost({ durationSeconds: request.durationSeconds }),
  prompt: (request) => request.prompt,
  parameters: (request, model) => ({
    model,
    durationSeconds: request.durationSeconds,
    aspectRatio: request.aspectRatio,
    ...(request.negativePrompt ? { negativePrompt: request.negativePrompt } : {}),
  }),
  reserved({ prompt, parameters }) {
    const kept = reservedVideo.safeParse(parameters);
    if (!kept.success) return null;
    const { model, negativePrompt, ...options } = kept.data;
    return { model, input: { prompt, ...(negativePrompt ? { negativePrompt } : {}), ...options } };
  },
  async store(clip, { userId, mediaStore }) {
    if (clip.bytes.byteLength === 0)
      throw new DomainError('generation_failed', 'The model returned no video');
    const stored = await mediaStore.put({
      userId,
      bytes: clip.bytes,
      contentType: clip.contentType,
    });
    return {
      url: stored.url,
      durationSeconds: clip.durationSeconds,
      width: clip.width,
      height: clip.height,
    };
  },
  completedRow: (video) => ({ resultUrl: video.url, parameters: { video } }),
  recordedResult: recordedVideo,
  answer: (video, charge) => ({ video: { ...video }, ...charge }),
};
