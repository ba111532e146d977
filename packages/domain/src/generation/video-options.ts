/** What a video can be asked for. */

/** Video models: the local `demo` model, and `gemini` when GEMINI_API_KEY is set. */
export const VIDEO_MODELS = ['demo', 'gemini'] as const;
export type VideoModel = (typeof VIDEO_MODELS)[number];
export const DEFAULT_VIDEO_MODEL: VideoModel = 'demo';

/** Clip lengths in seconds. */
export const VIDEO_DURATIONS = [4, 8] as const;
export type VideoDuration = (typeof VIDEO_DURATIONS)[number];
export const DEFAULT_VIDEO_DURATION: VideoDuration = 4;

export const VIDEO_ASPECT_RATIOS = ['16:9', '9:16'] as const;
export type VideoAspectRatio = (typeof VIDEO_ASPECT_RATIOS)[number];
export const DEFAULT_VIDEO_ASPECT_RATIO: VideoAspectRatio = '16:9';
