import { z } from 'zod';
import { sourceImageSchema } from '../media/source-image';
import { imageCountSchema, imageSizeSchema, promptSchema } from '../validation/generation.schema';
import { DEFAULT_EDIT_MODEL, EDIT_MODELS } from './edit-options';
import {
  type ImageFromSourceGenerator,
  type ImageFromSourceKind,
  imageFromSourceKind,
} from './image-from-source';

/**
 * POST /api/generate/edit: one of the user's images changed as the instruction says (the image
 * route's prompt rules), as new images; the original stays as it is.
 */
export const editGenerationSchema = z.object({
  prompt: promptSchema,
  source: sourceImageSchema,
  size: imageSizeSchema,
  count: imageCountSchema,
  model: z.enum(EDIT_MODELS).default(DEFAULT_EDIT_MODEL),
});
export type EditGenerationRequest = z.infer<typeof editGenerationSchema>;

/** An edit model: the source's bytes and the instruction in, new images out. */
export type EditGenerator = ImageFromSourceGenerator;

export const editGeneration: ImageFromSourceKind<EditGenerationRequest> = imageFromSourceKind(
  'edit',
  (request) => request.prompt,
);
