import { z } from 'zod';
import { TEXT_MAX_VARIANTS, TEXT_MIN_VARIANTS } from '../shared/constants';
import { textCost } from './cost-rules';
import { DomainError } from '../shared/errors';
import type { Generator } from '../ports/generator.port';
import {
  OUTPUT_LANGUAGES,
  type OutputLanguage,
  TEXT_LENGTHS,
  TEXT_MODELS,
  TEXT_TYPES,
  type TextLength,
  type TextModel,
  type TextType,
  WRITING_STYLES,
  type WritingStyle,
} from './text-options';
import type { GeneratedTexts, TextGenerationRequest } from '../validation/generation.schema';
import type { GenerationKind } from './generation-kind';

/** What a text generator is handed. */
export interface TextGenerationInput {
  readonly prompt: string;
  readonly textType: TextType;
  readonly textLength: TextLength;
  readonly writingStyle: WritingStyle;
  readonly outputLanguage: OutputLanguage;
  readonly count: number;
}

/** Answers one text per requested variant. */
export type TextGenerator = Generator<TextGenerationInput, readonly string[], TextModel>;

/** The text row's parameters as `parameters` keeps them: what `reserved` reads back. */
const reservedText = z.object({
  model: z.enum(TEXT_MODELS),
  textType: z.enum(TEXT_TYPES),
  textLength: z.enum(TEXT_LENGTHS),
  writingStyle: z.enum(WRITING_STYLES),
  outputLanguage: z.enum(OUTPUT_LANGUAGES),
  count: z.number().int().min(TEXT_MIN_VARIANTS).max(TEXT_MAX_VARIANTS),
});

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean).length;

export const textGeneration: GenerationKind<{
  request: TextGenerationRequest;
  input: TextGenerationInput;
  output: readonly string[];
  model: TextModel;
  result: readonly string[];
  answer: GeneratedTexts;
}> = {
  type: 'text',
  // Gemini when configured, else the demo model.
  chooseModel: (_, configured) =>
    configured.includes('gemini') ? 'gemini' : (configured[0] ?? undefined),
  missingModelName: () => 'text',
  cost: (request) =>
    textCost({
      textLength: request.textLength,
      count: request.count,
      outputLanguage: request.outputLanguage,
    }),
  prompt: (request) => request.prompt,
  parameters: (request, model) => ({
    model,
    textType: request.textType,
    textLength: request.textLength,
    writingStyle: request.writingStyle,
    outputLanguage: request.outputLanguage,
    count: request.count,
  }),
  reserved({ prompt, parameters }) {
    const kept = reservedText.safeParse(parameters);
    if (!kept.success) return null;
    const { model, ...options } = kept.data;
    return { model, input: { prompt, ...options } };
  },
  async store(texts) {
    if (texts.length === 0)
      throw new DomainError('generation_failed', 'The model returned no text');
    return texts;
  },
  completedRow: (texts) => ({
    parameters: {
      words: texts.map(wordsOf),
      // Kept so that a job run again after the settlement still answers the texts.
      texts,
    },
  }),
  recordedResult: (parameters) =>
    Array.isArray(parameters.texts) ? (parameters.texts as string[]) : null,
  answer: (texts, charge) => ({
    texts: [...texts],
    count: texts.length,
    ...charge,
  }),
  // Each variant is one streamed output; a stopped stream keeps what each variant received.
  streamed: {
    partial: (pieces) => pieces.map((piece) => piece.trim()),
    pieces: (texts) => texts,
  },
  // SPEC §8's text wording: 'Insufficient balance' where images say 'Insufficient credits'.
  insufficientCredits(error) {
    const details = error.details ?? { required: 0, available: 0, shortfall: 0 };
    return new DomainError(
      'insufficient_credits',
      `Insufficient balance: need ${details.shortfall} more credits`,
      { ...details },
    );
  },
};
