import {
  type OutputLanguage,
  TEXT_LENGTH_WORDS,
  type TextGenerationInput,
  type TextGenerator,
  type TextType,
  type WritingStyle,
} from '@lumen/domain';
import {
  blockedFailure,
  type GeminiAttempt,
  type GeminiClient,
  geminiFailure,
} from './gemini-client';

const TYPE_WORDS: Readonly<Record<TextType, string>> = {
  article: 'an article with a headline and well-structured paragraphs',
  blogPost: 'a blog post with a catchy title, short sections and a closing call to action',
  socialMedia: 'a social media post with a hook, short lines and a few relevant hashtags',
  email: 'an email with a subject line, a greeting, a clear body and a sign-off',
  productDescription: 'a product description that leads with benefits, then key features',
  creative: 'a piece of creative writing (a short story or prose poem)',
};

export const STYLE_WORDS: Readonly<Record<WritingStyle, string>> = {
  professional: 'professional: confident, precise and polished',
  casual: 'casual: relaxed and conversational',
  friendly: 'friendly: warm, upbeat and approachable',
  formal: 'formal: courteous, impersonal and exact',
  persuasive: 'persuasive: benefit-led, with vivid reasons to act',
  informative: 'informative: clear, factual and well organised',
};

const LANGUAGE_NAMES: Readonly<Record<OutputLanguage, string>> = {
  english: 'English',
  spanish: 'Spanish (español)',
};

export const TEXT_SYSTEM_INSTRUCTION =
  'You are a skilled copywriter. Answer with the requested text only: no preamble, no notes about the task, no word counts.';

/** The instruction for one variant. */
export function textPrompt(input: TextGenerationInput, variant: number): string {
  const { min, max } = TEXT_LENGTH_WORDS[input.textLength];
  const lines = [
    `Write ${TYPE_WORDS[input.textType]} about: ${input.prompt.trim()}`,
    `Length: between ${min} and ${max} words.`,
    `Writing style: ${STYLE_WORDS[input.writingStyle]}.`,
    `Language: write entirely in ${LANGUAGE_NAMES[input.outputLanguage]}.`,
  ];
  if (input.count > 1) {
    lines.push(
      `This is variant ${variant + 1} of ${input.count}: take a distinct angle and wording.`,
    );
  }
  return lines.join('\n');
}

/**
 * One answer of the text model to one prompt: the text of its parts (thoughts left out), or a
 * blocked, refused or empty answer as the failure it is. Rewrites ask the same way.
 */
export async function askGeminiText(
  client: GeminiClient,
  attempt: GeminiAttempt,
  prompt: string,
  options: { readonly systemInstruction: string; readonly temperature: number },
): Promise<string> {
  const response = await attempt((signal) =>
    client.ai.models.generateContent({
      model: client.textModel,
      contents: [{ role: 'user', parts: [{ text: prompt }] }],
      config: {
        systemInstruction: options.systemInstruction,
        temperature: options.temperature,
        candidateCount: 1,
        abortSignal: signal,
      },
    }),
  );
  const blocked = blockedFailure(response);
  if (blocked) throw blocked;
  const text = (response.candidates?.[0]?.content?.parts ?? [])
    .map((part) => (part.thought ? '' : (part.text ?? '')))
    .join('')
    .trim();
  if (!text) throw geminiFailure('malformed', 'The model returned no text');
  return text;
}

/** Gemini texts through @google/genai: one generateContent call per variant, side by side. */
export class GeminiTextGenerator implements TextGenerator {
  readonly model = 'gemini' as const;
  readonly #client: GeminiClient;

  constructor(client: GeminiClient) {
    this.#client = client;
  }

  isAvailable(): boolean {
    return true;
  }

  generate(input: TextGenerationInput): Promise<string[]> {
    return this.#client.run(({ attempt }) =>
      Promise.all(
        Array.from({ length: input.count }, (_, variant) =>
          askGeminiText(this.#client, attempt, textPrompt(input, variant), {
            systemInstruction: TEXT_SYSTEM_INSTRUCTION,
            temperature: 0.9,
          }),
        ),
      ),
    );
  }
}
