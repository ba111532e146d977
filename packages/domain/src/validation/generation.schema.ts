import { z } from 'zod';
import {
  DEFAULT_GUIDANCE,
  GUIDANCE_MAX,
  GUIDANCE_MIN,
  IMAGE_MAX_COUNT,
  IMAGE_MIN_COUNT,
  NEGATIVE_PROMPT_MAX_LENGTH,
  PROMPT_MAX_LENGTH,
  PROMPT_MIN_LENGTH,
  TEXT_MAX_VARIANTS,
  TEXT_MIN_VARIANTS,
} from '../shared/constants';
import {
  ASPECT_RATIOS,
  DEFAULT_ASPECT_RATIO,
  DEFAULT_IMAGE_SIZE,
  DEFAULT_IMAGE_STYLE,
  DEFAULT_TARGET_SIZE,
  IMAGE_MODELS,
  IMAGE_SIZES,
  IMAGE_STYLES,
} from '../generation/image-options';
import {
  DEFAULT_OUTPUT_LANGUAGE,
  OUTPUT_LANGUAGES,
  TEXT_LENGTHS,
  TEXT_MODELS,
  TEXT_TYPES,
  WRITING_STYLES,
} from '../generation/text-options';
import {
  DEFAULT_VOICE_FORMAT,
  DEFAULT_VOICE_LANGUAGE,
  DEFAULT_VOICE_MODEL,
  DEFAULT_VOICE_SPEED,
  isVoiceOf,
  VOICE_FORMATS,
  VOICE_LANGUAGES,
  VOICE_MODELS,
  VOICE_NAMES,
  VOICE_SPEED_MAX,
  VOICE_SPEED_MIN,
  VOICE_TEXT_MAX_LENGTH,
  VOICE_TEXT_MIN_LENGTH,
  VOICES,
} from '../generation/voice-options';
import {
  DEFAULT_VIDEO_ASPECT_RATIO,
  DEFAULT_VIDEO_DURATION,
  DEFAULT_VIDEO_MODEL,
  VIDEO_ASPECT_RATIOS,
  VIDEO_MODELS,
} from '../generation/video-options';
import { EXTRA_MESSAGES, MESSAGES } from './messages';

export const promptSchema = z
  .string({ error: MESSAGES.promptMin })
  .trim()
  .min(PROMPT_MIN_LENGTH, MESSAGES.promptMin)
  .max(PROMPT_MAX_LENGTH, MESSAGES.promptTooLong);

export const negativePromptSchema = z
  .string()
  .trim()
  .max(NEGATIVE_PROMPT_MAX_LENGTH, MESSAGES.negativePromptTooLong)
  .optional();

/** The image route's sizes, the same for every kind that makes images. */
export const imageSizeSchema = z.enum(IMAGE_SIZES).default(DEFAULT_IMAGE_SIZE);
export const imageCountSchema = z
  .number()
  .int()
  .min(IMAGE_MIN_COUNT)
  .max(IMAGE_MAX_COUNT)
  .default(1);
const guidanceSchema = z.number().min(GUIDANCE_MIN).max(GUIDANCE_MAX).default(DEFAULT_GUIDANCE);

/** SPEC §5 'Image generation schema': POST /api/generate/image (the demo model). */
export const imageGenerationSchema = z.object({
  prompt: promptSchema,
  negativePrompt: negativePromptSchema,
  size: imageSizeSchema,
  style: z.enum(IMAGE_STYLES).default(DEFAULT_IMAGE_STYLE),
  count: imageCountSchema,
  guidance: guidanceSchema,
  upscale: z.boolean().default(false),
  styleTransfer: z.boolean().default(false),
  /** Not in SPEC §7's demo payload: optional, so the screen's ratio picker works for demo too. */
  aspectRatio: z.enum(ASPECT_RATIOS).optional(),
});
export type ImageGenerationRequest = z.infer<typeof imageGenerationSchema>;

/** POST /api/gemini/generate/image: creativity is the guidance, targetSize the longer side. */
export const geminiImageRequestSchema = z.object({
  prompt: promptSchema,
  negativePrompt: negativePromptSchema,
  style: z.enum(IMAGE_STYLES).default(DEFAULT_IMAGE_STYLE),
  aspectRatio: z.enum(ASPECT_RATIOS).default(DEFAULT_ASPECT_RATIO),
  creativity: guidanceSchema,
  count: imageCountSchema,
  targetSize: z
    .union([z.literal(512), z.literal(768), z.literal(1024)])
    .default(DEFAULT_TARGET_SIZE),
  upscale: z.boolean().default(false),
  styleTransfer: z.boolean().default(false),
});
export type GeminiImageRequest = z.infer<typeof geminiImageRequestSchema>;

/** POST /api/gemini/generate/text. */
export const textGenerationSchema = z.object({
  prompt: z
    .string({ error: MESSAGES.textPromptRequired })
    .trim()
    .min(1, MESSAGES.textPromptRequired)
    .max(PROMPT_MAX_LENGTH, MESSAGES.promptTooLong),
  textType: z.enum(TEXT_TYPES),
  textLength: z.enum(TEXT_LENGTHS),
  writingStyle: z.enum(WRITING_STYLES),
  outputLanguage: z.enum(OUTPUT_LANGUAGES).default(DEFAULT_OUTPUT_LANGUAGE),
  count: z.number().int().min(TEXT_MIN_VARIANTS).max(TEXT_MAX_VARIANTS).default(1),
});
export type TextGenerationRequest = z.infer<typeof textGenerationSchema>;

/** POST /api/generate/voice: the text to speak and how. */
export const voiceGenerationSchema = z
  .object({
    text: z
      .string({ error: EXTRA_MESSAGES.voiceTextRequired })
      .trim()
      .min(VOICE_TEXT_MIN_LENGTH, EXTRA_MESSAGES.voiceTextRequired)
      .max(VOICE_TEXT_MAX_LENGTH, EXTRA_MESSAGES.voiceTextTooLong),
    language: z.enum(VOICE_LANGUAGES).default(DEFAULT_VOICE_LANGUAGE),
    voice: z.enum(VOICE_NAMES).meta({
      description: `One of the language's voices: ${VOICE_LANGUAGES.map(
        (language) => `${language}: ${VOICES[language].map((voice) => voice.id).join(', ')}`,
      ).join('; ')}`,
    }),
    speed: z
      .number({ error: EXTRA_MESSAGES.voiceSpeedRange })
      .min(VOICE_SPEED_MIN, EXTRA_MESSAGES.voiceSpeedRange)
      .max(VOICE_SPEED_MAX, EXTRA_MESSAGES.voiceSpeedRange)
      .default(DEFAULT_VOICE_SPEED),
    format: z.enum(VOICE_FORMATS).default(DEFAULT_VOICE_FORMAT),
    model: z.enum(VOICE_MODELS).default(DEFAULT_VOICE_MODEL),
  })
  .superRefine((request, context) => {
    if (!isVoiceOf(request.language, request.voice)) {
      context.addIssue({
        code: 'custom',
        path: ['voice'],
        message: EXTRA_MESSAGES.voiceNotOfLanguage,
      });
    }
  });
export type VoiceGenerationRequest = z.infer<typeof voiceGenerationSchema>;
/** POST /api/generate/video: starts a job (202); GET /api/generations/{id} follows it. */
export const videoGenerationSchema = z.object({
  prompt: promptSchema,
  negativePrompt: negativePromptSchema,
  durationSeconds: z
    .union([z.literal(4), z.literal(8)], { error: EXTRA_MESSAGES.videoDuration })
    .default(DEFAULT_VIDEO_DURATION),
  aspectRatio: z
    .enum(VIDEO_ASPECT_RATIOS, { error: EXTRA_MESSAGES.videoAspectRatio })
    .default(DEFAULT_VIDEO_ASPECT_RATIO),
  model: z.enum(VIDEO_MODELS).default(DEFAULT_VIDEO_MODEL),
});
export type VideoGenerationRequest = z.infer<typeof videoGenerationSchema>;

// The answers. One definition: the use cases' answer types are inferred from these, and the
// server names them in the OpenAPI document.

/** 200 of both image routes: the stored images' URLs, each image's pixel size, the charge. */
export const generatedImagesSchema = z.object({
  images: z.array(z.string().meta({ example: '/media/<user>/<random>.png' })),
  metadata: z.array(z.object({ finalWidth: z.number().int(), finalHeight: z.number().int() })),
  creditsUsed: z.number().int(),
  remainingCredits: z.number().int(),
  model: z.enum(IMAGE_MODELS),
});
export type GeneratedImages = z.infer<typeof generatedImagesSchema>;

/** 200 of the text route: one text per variant, the charge, and the model that wrote them. */
export const generatedTextsSchema = z.object({
  texts: z.array(z.string()),
  count: z.number().int(),
  creditsUsed: z.number().int(),
  remainingCredits: z.number().int(),
  model: z.enum(TEXT_MODELS),
});
export type GeneratedTexts = z.infer<typeof generatedTextsSchema>;

/**
 * The events of POST /api/generate/text/stream (`text/event-stream`), each event's data one
 * JSON object: `accepted` once charged, a `delta` per piece of a variant as it is written,
 * then `done` (every text, or what came before a Stop or a failure: the cost stands) or
 * `error` (a failure before the first words: refunded).
 */
export const textStreamAcceptedSchema = z.object({
  generationId: z.string(),
  creditsUsed: z.number().int(),
  remainingCredits: z.number().int(),
  model: z.enum(TEXT_MODELS),
});
export type TextStreamAccepted = z.infer<typeof textStreamAcceptedSchema>;
export const textStreamDeltaSchema = z.object({
  /** The variant this piece belongs to (0-based). */
  index: z.number().int().min(0),
  /** The new text, appended to what the variant received before. */
  text: z.string(),
});
export type TextStreamDelta = z.infer<typeof textStreamDeltaSchema>;
export const textStreamDoneSchema = generatedTextsSchema.extend({
  /** completed: every text written; stopped: the reader stopped it; failed: the model broke off. */
  ended: z.enum(['completed', 'stopped', 'failed']),
  failure: z.object({ error: z.string(), message: z.string() }).optional(),
});
export type TextStreamDone = z.infer<typeof textStreamDoneSchema>;
export const textStreamErrorSchema = z.object({ error: z.string(), message: z.string() });
export type TextStreamError = z.infer<typeof textStreamErrorSchema>;

/** 200 of the voice route: the stored audio file, its length and rate, the charge, the model. */
export const generatedVoiceSchema = z.object({
  audio: z.object({
    url: z.string().meta({ example: '/media/<user>/<random>.mp3' }),
    format: z.enum(VOICE_FORMATS),
    durationSeconds: z.number().positive(),
    sampleRate: z.number().int().positive(),
  }),
  creditsUsed: z.number().int(),
  remainingCredits: z.number().int(),
  model: z.enum(VOICE_MODELS),
});
export type GeneratedVoice = z.infer<typeof generatedVoiceSchema>;
/** One stored video: its URL and what it is (seconds, pixels). */
export const generatedVideoFileSchema = z.object({
  url: z.string().meta({ example: '/media/<user>/<random>.mp4' }),
  durationSeconds: z.number(),
  width: z.number().int(),
  height: z.number().int(),
});

/** What a finished video job yields with its charge (the job's answer; the route answers 202). */
export const generatedVideoSchema = z.object({
  video: generatedVideoFileSchema,
  creditsUsed: z.number().int(),
  remainingCredits: z.number().int(),
  model: z.enum(VIDEO_MODELS),
});
export type GeneratedVideo = z.infer<typeof generatedVideoSchema>;

/** 202 of POST /api/generate/video: the credits are reserved and the job runs. */
export const generationStartedSchema = z.object({
  generationId: z.string(),
});
export type GenerationStarted = z.infer<typeof generationStartedSchema>;
