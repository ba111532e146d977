import { z } from 'zod';
import { PROMPT_MAX_LENGTH } from '../shared/constants';
import { sourceImageSchema } from '../media/source-image';
import { MESSAGES } from '../validation/messages';
import { imageCountSchema, imageSizeSchema } from '../validation/generation.schema';
import { DEFAULT_VARIATION_MODEL, VARIATION_MODELS } from './variation-options';
import {
  type ImageFromSourceGenerator,
  type ImageFromSourceKind,
  imageFromSourceKind,
} from './image-from-source';

/**
 * POST /api/generate/variation: `count` new takes on one of the user's images. The prompt is
 * optional: the source's own, kept on the generations row.
 */
export const variationGenerationSchema = z.object({
  source: sourceImageSchema,
  count: imageCountSchema,
  size: imageSizeSchema,
  model: z.enum(VARIATION_MODELS).default(DEFAULT_VARIATION_MODEL),
  prompt: z.string().trim().max(PROMPT_MAX_LENGTH, MESSAGES.promptTooLong).optional(),
});
export type VariationGenerationRequest = z.infer<typeof variationGenerationSchema>;

/** A variation model: the source's bytes in, `count` different takes on it out. */
export type VariationGenerator = ImageFromSourceGenerator;

export const variationGeneration: ImageFromSourceKind<VariationGenerationRequest> =
  imageFromSourceKind('variation', (request) => request.prompt ?? '');
