import type { GenerateContentParameters, GenerateContentResponse } from '@google/genai';
import {
  type OutputLanguage,
  type StreamOptions,
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

/** The words of an answer (or of one streamed piece); a block or a safety stop throws. */
function answeredText(response: GenerateContentResponse): string {
  const blocked = blockedFailure(response);
  if (blocked) throw blocked;
  return (response.candidates?.[0]?.content?.parts ?? [])
    .map((part) => (part.thought ? '' : (part.text ?? '')))
    .join('');
}

interface TextAsk {
  readonly systemInstruction: string;
  readonly temperature: number;
}

/** One call of the text model with one prompt, whether answered whole or streamed. */
function textRequest(
  client: GeminiClient,
  prompt: string,
  options: TextAsk,
  signal: AbortSignal,
): GenerateContentParameters {
  return {
    model: client.textModel,
    contents: [{ role: 'user', parts: [{ text: prompt }] }],
    config: {
      systemInstruction: options.systemInstruction,
      temperature: options.temperature,
      candidateCount: 1,
      abortSignal: signal,
    },
  };
}

/**
 * One answer of the text model to one prompt: the text of its parts (thoughts left out), or a
 * blocked, refused or empty answer as the failure it is. Rewrites ask the same way.
 */
export async function askGeminiText(
  client: GeminiClient,
  attempt: GeminiAttempt,
  prompt: string,
  options: TextAsk,
): Promise<string> {
  const response = await attempt((signal) =>
    client.ai.models.generateContent(textRequest(client, prompt, options, signal)),
  );
  const text = answeredText(response).trim();
  if (!text) throw geminiFailure('malformed', 'The model returned no text');
  return text;
}

const TEXT_ASK: TextAsk = { systemInstruction: TEXT_SYSTEM_INSTRUCTION, temperature: 0.9 };

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
          askGeminiText(this.#client, attempt, textPrompt(input, variant), TEXT_ASK),
        ),
      ),
    );
  }

  /**
   * generateContentStream per variant, side by side, each piece handed on as it comes. Only
   * opening the stream is retried: once words were shown, a retry would write them again.
   * Stopped, each variant ends where it was and answers what it sent.
   */
  stream(input: TextGenerationInput, options: StreamOptions): Promise<string[]> {
    const stop = new AbortController();
    const onStop = () => stop.abort(new Error('stopped by the reader'));
    if (options.signal.aborted) onStop();
    options.signal.addEventListener('abort', onStop, { once: true });
    return this.#client
      .run(({ attempt }) =>
        Promise.all(
          Array.from({ length: input.count }, async (_, variant) => {
            let sent = '';
            try {
              const pieces = await attempt((deadline) =>
                this.#client.ai.models.generateContentStream(
                  textRequest(
                    this.#client,
                    textPrompt(input, variant),
                    TEXT_ASK,
                    AbortSignal.any([deadline, stop.signal]),
                  ),
                ),
              );
              for await (const piece of pieces) {
                const text = answeredText(piece);
                const shown = sent ? text : text.trimStart();
                if (!shown) continue;
                sent += shown;
                options.onDelta(variant, shown);
              }
            } catch (error) {
              if (stop.signal.aborted) return sent.trim();
              throw error;
            }
            if (!sent.trim() && !stop.signal.aborted) {
              throw geminiFailure('malformed', 'The model returned no text');
            }
            return sent.trim();
          }),
        ),
      )
      .finally(() => options.signal.removeEventListener('abort', onStop));
  }
}
