import { z } from 'zod';
import {
  DEFAULT_GUIDANCE,
  GUIDANCE_MAX,
  GUIDANCE_MIN,
  PROMPT_MAX_LENGTH,
} from '../shared/constants';
import {
  ASPECT_RATIOS,
  DEFAULT_ASPECT_RATIO,
  DEFAULT_IMAGE_SIZE,
  DEFAULT_IMAGE_STYLE,
  IMAGE_SIZES,
  IMAGE_STYLES,
  SAVED_IMAGE_DEFAULTS,
} from '../generation/image-options';
import {
  OUTPUT_LANGUAGES,
  TEXT_LENGTHS,
  TEXT_TYPES,
  WRITING_STYLES,
} from '../generation/text-options';
import { flagSchema } from './common';
import { IMAGE_DERIVATIONS } from '../shared/statuses';

const urlText = z.string().trim().min(1).max(2048);
const dimension = z.number().int().positive().max(16_384);

/** One image of POST /api/images/save: the generated-image fields (SPEC §3). */
export const generatedImageInputSchema = z.object({
  id: z.string().max(100).optional(),
  url: urlText,
  prompt: z.string().max(PROMPT_MAX_LENGTH).optional(),
  negativePrompt: z.string().max(500).nullable().optional(),
  settings: z
    .object({
      size: z.string().max(20).optional(),
      style: z.string().max(40).optional(),
      model: z.string().max(40).optional(),
      guidance: z.number().optional(),
    })
    .optional(),
  aspectRatio: z.string().max(20).optional(),
  sizeRequested: z.number().int().positive().optional(),
  finalWidth: dimension.nullable().optional(),
  finalHeight: dimension.nullable().optional(),
  upscale: flagSchema.optional(),
  styleTransfer: flagSchema.optional(),
  timestamp: z.union([z.string(), z.number()]).optional(),
  /** The image it was made of (an edit or a variation): one of the user's own media URLs. */
  derivedFrom: z.object({ url: urlText, kind: z.enum(IMAGE_DERIVATIONS) }).optional(),
});
export type GeneratedImageInput = z.infer<typeof generatedImageInputSchema>;

/** POST /api/images/save. The server accepts only URLs it issued to the same user. */
export const imageSaveSchema = z.object({
  imageUrls: z.array(generatedImageInputSchema).min(1).max(20),
  settings: z.object({
    size: z.enum(IMAGE_SIZES).default(DEFAULT_IMAGE_SIZE),
    style: z.enum(IMAGE_STYLES).default(DEFAULT_IMAGE_STYLE),
    guidance: z.number().min(GUIDANCE_MIN).max(GUIDANCE_MAX).default(DEFAULT_GUIDANCE),
    aspectRatio: z.enum(ASPECT_RATIOS).default(DEFAULT_ASPECT_RATIO),
    sizeRequested: z
      .union([z.literal(512), z.literal(768), z.literal(1024)])
      .default(SAVED_IMAGE_DEFAULTS.sizeRequested),
    upscale: flagSchema.default(false),
    styleTransfer: flagSchema.default(false),
  }),
});
export type ImageSave = z.infer<typeof imageSaveSchema>;

/** POST /api/texts/save. */
export const textSaveSchema = z.object({
  content: z.string().trim().min(1).max(50_000),
  prompt: z.string().trim().min(1).max(PROMPT_MAX_LENGTH),
  textType: z.enum(TEXT_TYPES),
  textLength: z.enum(TEXT_LENGTHS),
  writingStyle: z.enum(WRITING_STYLES),
  outputLanguage: z.enum(OUTPUT_LANGUAGES),
});
export type TextSave = z.infer<typeof textSaveSchema>;
