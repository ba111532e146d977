import type {
  GeneratedRewriteData,
  RewriteGenerationInput,
  RewriteGenerator,
  RewriteLanguage,
} from '@lumen/domain';
import type { GeminiClient } from './gemini-client';
import { askGeminiText, STYLE_WORDS } from './gemini-text.generator';

const LANGUAGE_NAMES: Readonly<Record<RewriteLanguage, string>> = {
  en: 'English',
  es: 'Spanish (español)',
};

export const REWRITE_SYSTEM_INSTRUCTION =
  'You are a careful editor. Answer with the rewritten text only: no preamble, no notes about the changes, no quotes around it.';

/** The first line of every rewrite instruction (the fake Gemini answers rewrites by it). */
export const REWRITE_INSTRUCTION_HEAD = 'Rewrite the text between the markers.';

/** The instruction for one rewrite: what to do, then the text between markers. */
export function rewritePrompt(input: RewriteGenerationInput): string {
  const task = {
    shorter: () => 'Make it about half as long, keeping its meaning, language and tone.',
    longer: () =>
      'Make it about twice as long: develop its points with detail and examples, keeping its language and tone.',
    style: () =>
      input.operation === 'style'
        ? `Keep its meaning and language; change the writing style to ${STYLE_WORDS[input.style]}.`
        : '',
    translate: () =>
      input.operation === 'translate'
        ? `Translate it into ${LANGUAGE_NAMES[input.language]}, keeping its meaning, tone and formatting.`
        : '',
  }[input.operation]();
  return [REWRITE_INSTRUCTION_HEAD, task, '<<<TEXT', input.text.trim(), 'TEXT>>>'].join('\n');
}

/** Gemini rewrites through the one GeminiClient: one generateContent call. */
export class GeminiRewriteGenerator implements RewriteGenerator {
  readonly model = 'gemini' as const;
  readonly #client: GeminiClient;

  constructor(client: GeminiClient) {
    this.#client = client;
  }

  isAvailable(): boolean {
    return true;
  }

  generate(input: RewriteGenerationInput): Promise<GeneratedRewriteData> {
    return this.#client.run(async ({ attempt }) => ({
      text: await askGeminiText(this.#client, attempt, rewritePrompt(input), {
        systemInstruction: REWRITE_SYSTEM_INSTRUCTION,
        temperature: 0.4,
      }),
    }));
  }
}
