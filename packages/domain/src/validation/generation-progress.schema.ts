import { z } from 'zod';
import { GENERATION_TYPES } from '../generation/kinds';
import { GENERATION_STATUSES } from '../shared/statuses';
import { generatedVideoFileSchema } from './generation.schema';

// Apart from the kinds' schemas: the generation's type is any kind's name, read from the table
// of kinds, which the kinds' schemas come before.

/** GET /api/generations/{id}: where a generation is, and its video once completed. */
export const generationProgressSchema = z.object({
  id: z.string(),
  type: z.enum(GENERATION_TYPES),
  status: z.enum(GENERATION_STATUSES),
  /** 0–100; 100 once completed. */
  progress: z.number().int().min(0).max(100),
  creditsUsed: z.number().int(),
  video: generatedVideoFileSchema.optional(),
  /** Why it failed (the credits are refunded): the error code, `kind` when known (timeout…). */
  error: z
    .object({
      code: z.enum(['generation_failed', 'model_unavailable']),
      message: z.string(),
      kind: z.string().optional(),
    })
    .optional(),
});
export type GenerationProgress = z.infer<typeof generationProgressSchema>;
