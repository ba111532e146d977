import { z } from 'zod';
import { rewriteCost } from './cost-rules';
import { DomainError } from '../shared/errors';
import type { Generator } from '../ports/generator.port';
import { EXTRA_MESSAGES } from '../validation/messages';
import {
  REWRITE_LANGUAGES,
  REWRITE_MODELS,
  REWRITE_OPERATIONS,
  REWRITE_TEXT_MAX_LENGTH,
  REWRITE_TEXT_MIN_LENGTH,
  type RewriteLanguage,
  type RewriteModel,
  type RewriteOperation,
} from './rewrite-options';
import { WRITING_STYLES, type WritingStyle } from './text-options';
import type { GenerationKind } from './generation-kind';

/**
 * POST /api/generate/rewrite: a text (a result or a saved text) and what to do with it. `style`
 * is needed by the `style` operation, `language` (the language to translate into) by
 * `translate`; the other operations ignore them. No model: gemini when configured, else demo.
 */
export const rewriteGenerationSchema = z
  .object({
    text: z
      .string({ error: EXTRA_MESSAGES.rewriteTextRequired })
      .trim()
      .min(REWRITE_TEXT_MIN_LENGTH, EXTRA_MESSAGES.rewriteTextRequired)
      .max(REWRITE_TEXT_MAX_LENGTH, EXTRA_MESSAGES.rewriteTextTooLong),
    operation: z.enum(REWRITE_OPERATIONS),
    style: z.enum(WRITING_STYLES).optional(),
    language: z.enum(REWRITE_LANGUAGES).optional(),
    model: z.enum(REWRITE_MODELS).optional(),
  })
  .superRefine((request, context) => {
    if (request.operation === 'style' && !request.style) {
      context.addIssue({
        code: 'custom',
        path: ['style'],
        message: EXTRA_MESSAGES.rewriteStyleRequired,
      });
    }
    if (request.operation === 'translate' && !request.language) {
      context.addIssue({
        code: 'custom',
        path: ['language'],
        message: EXTRA_MESSAGES.rewriteLanguageRequired,
      });
    }
  });
export type RewriteGenerationRequest = z.infer<typeof rewriteGenerationSchema>;

/** What a rewrite generator is handed: only the option its operation needs. */
export type RewriteGenerationInput =
  | { readonly text: string; readonly operation: 'shorter' | 'longer' }
  | { readonly text: string; readonly operation: 'style'; readonly style: WritingStyle }
  | { readonly text: string; readonly operation: 'translate'; readonly language: RewriteLanguage };

/** The rewritten text. */
export interface GeneratedRewriteData {
  readonly text: string;
}

export type RewriteGenerator = Generator<
  RewriteGenerationInput,
  GeneratedRewriteData,
  RewriteModel
>;

/** The answer: the rewritten text, the charge and the model. */
export const generatedRewriteSchema = z.object({
  text: z.string(),
  creditsUsed: z.number().int(),
  remainingCredits: z.number().int(),
  model: z.enum(REWRITE_MODELS),
});
export type GeneratedRewrite = z.infer<typeof generatedRewriteSchema>;

/** The row's parameters as `parameters` keeps them (the text is the row's prompt). */
const reservedRewrite = z.object({
  model: z.enum(REWRITE_MODELS),
  operation: z.enum(REWRITE_OPERATIONS),
  style: z.enum(WRITING_STYLES).optional(),
  language: z.enum(REWRITE_LANGUAGES).optional(),
});

/** The generator's input of a request or a reserved row; null when its option is missing. */
function inputOf(
  text: string,
  options: {
    readonly operation: RewriteOperation;
    readonly style?: WritingStyle | undefined;
    readonly language?: RewriteLanguage | undefined;
  },
): RewriteGenerationInput | null {
  switch (options.operation) {
    case 'style':
      return options.style ? { text, operation: 'style', style: options.style } : null;
    case 'translate':
      return options.language ? { text, operation: 'translate', language: options.language } : null;
    default:
      return { text, operation: options.operation };
  }
}

export const rewriteGeneration: GenerationKind<{
  request: RewriteGenerationRequest;
  input: RewriteGenerationInput;
  output: GeneratedRewriteData;
  model: RewriteModel;
  result: string;
  answer: GeneratedRewrite;
}> = {
  type: 'rewrite',
  chooseModel: (request, configured) => {
    if (request.model) return configured.includes(request.model) ? request.model : undefined;
    return configured.includes('gemini') ? 'gemini' : (configured[0] ?? undefined);
  },
  missingModelName: (request) => request.model ?? 'rewrite',
  cost: (request) => rewriteCost({ characters: request.text.length, operation: request.operation }),
  prompt: (request) => request.text,
  parameters: (request, model) => ({
    model,
    operation: request.operation,
    // Only the option the operation uses, so the row runs exactly what was priced.
    ...(request.operation === 'style' ? { style: request.style } : {}),
    ...(request.operation === 'translate' ? { language: request.language } : {}),
    characters: request.text.length,
  }),
  reserved({ prompt, parameters }) {
    const kept = reservedRewrite.safeParse(parameters);
    if (!kept.success) return null;
    const { model, ...options } = kept.data;
    const input = inputOf(prompt, options);
    return input ? { model, input } : null;
  },
  async store(output) {
    const text = output.text.trim();
    if (!text) throw new DomainError('generation_failed', 'The model returned no text');
    return text;
  },
  completedRow: (text) => ({ parameters: { result: text } }),
  recordedResult: (parameters) =>
    typeof parameters.result === 'string' ? parameters.result : null,
  answer: (text, charge) => ({ text, ...charge }),
};
