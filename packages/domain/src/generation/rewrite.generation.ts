import { z } from 'zod';
import { DomainError } from '../shared/errors';
import type { Generator } from '../ports/generator.port';
import { promptSchema } from '../validation/generation.schema';
import {
  DEFAULT_REWRITE_MODEL,
  REWRITE_COST,
  REWRITE_MODELS,
  type RewriteModel,
} from './rewrite-options';
import type { GenerationKind } from './generation-kind';

/** POST /api/generate/rewrite: what the kind is asked (its options go here). */
export const rewriteGenerationSchema = z.object({
  prompt: promptSchema,
  model: z.enum(REWRITE_MODELS).default(DEFAULT_REWRITE_MODEL),
});
export type RewriteGenerationRequest = z.infer<typeof rewriteGenerationSchema>;

/** What a rewrite generator is handed. */
export interface RewriteGenerationInput {
  readonly prompt: string;
}

/** What the model makes (media: its bytes and content type, stored in `store`). */
export interface GeneratedRewriteData {
  readonly text: string;
}

export type RewriteGenerator = Generator<
  RewriteGenerationInput,
  GeneratedRewriteData,
  RewriteModel
>;

/** The answer: the result, the charge and the model. */
export const generatedRewriteSchema = z.object({
  result: z.string(),
  creditsUsed: z.number().int(),
  remainingCredits: z.number().int(),
  model: z.enum(REWRITE_MODELS),
});
export type GeneratedRewrite = z.infer<typeof generatedRewriteSchema>;

/** The row's parameters as `parameters` keeps them: what `reserved` reads back. */
const reservedRewrite = z.object({ model: z.enum(REWRITE_MODELS) });

export const rewriteGeneration: GenerationKind<{
  request: RewriteGenerationRequest;
  input: RewriteGenerationInput;
  output: GeneratedRewriteData;
  model: RewriteModel;
  result: string;
  answer: GeneratedRewrite;
}> = {
  type: 'rewrite',
  chooseModel: (request, configured) =>
    configured.includes(request.model) ? request.model : undefined,
  missingModelName: (request) => request.model,
  cost: () => REWRITE_COST,
  prompt: (request) => request.prompt,
  parameters: (_request, model) => ({ model }),
  reserved({ prompt, parameters }) {
    const kept = reservedRewrite.safeParse(parameters);
    if (!kept.success) return null;
    return { model: kept.data.model, input: { prompt } };
  },
  async store(output) {
    if (!output.text) throw new DomainError('generation_failed', 'The model returned nothing');
    return output.text;
  },
  completedRow: (result) => ({ parameters: { result } }),
  recordedResult: (parameters) =>
    typeof parameters.result === 'string' ? parameters.result : null,
  answer: (result, charge) => ({ result, ...charge }),
};
