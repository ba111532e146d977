import type {
  EditGenerator,
  GeneratedImageData,
  ImageFromSourceInput,
  VariationGenerator,
} from '@lumen/domain';
import type { GeminiAttempt, GeminiClient } from './gemini-client';
import { fitToFrame, imageOfAnswer } from './gemini-image.generator';

/** What the image model is told besides the picture, for take `index` of `count`. */
type Instruction = (input: ImageFromSourceInput, index: number) => string;

const KEEP_CLEAN = 'Do not add text, captions, borders or watermarks unless asked.';

/** The edit's instruction: the user's words, applied to the picture sent with them. */
export const editInstruction: Instruction = (input) =>
  [
    'Edit the attached image as follows, keeping everything the instruction does not mention:',
    input.prompt.trim(),
    KEEP_CLEAN,
  ].join('\n');

/** A variation's instruction: another take on the picture, each take its own. */
export const variationInstruction: Instruction = (input, index) =>
  [
    'Create a variation of this image: the same subject and mood, with a different composition, colours or details.',
    ...(input.prompt.trim() ? [`The image was made from the prompt: ${input.prompt.trim()}`] : []),
    ...(input.count > 1
      ? [`This is variation ${index + 1} of ${input.count}; make it distinct.`]
      : []),
    KEEP_CLEAN,
  ].join('\n');

/**
 * Gemini's image model given one of the user's pictures as inline data with an instruction
 * (edit with words, variations), through the one GeminiClient: one call per image, side by
 * side under one deadline; each answer framed to the asked size as PNG.
 */
class GeminiFromSourceGenerator {
  readonly model = 'gemini' as const;

  constructor(
    private readonly client: GeminiClient,
    private readonly instruction: Instruction,
  ) {}

  isAvailable(): boolean {
    return true;
  }

  async generate(input: ImageFromSourceInput): Promise<GeneratedImageData[]> {
    const raw = await this.client.run(({ attempt }) =>
      Promise.all(
        Array.from({ length: input.count }, (_, index) => this.#one(input, index, attempt)),
      ),
    );
    const frame = { width: input.width, height: input.height };
    const images: GeneratedImageData[] = [];
    for (const bytes of raw) images.push(await fitToFrame(bytes, () => frame));
    return images;
  }

  async #one(
    input: ImageFromSourceInput,
    index: number,
    attempt: GeminiAttempt,
  ): Promise<Uint8Array> {
    const picture = {
      inlineData: {
        mimeType: input.source.contentType,
        data: Buffer.from(input.source.bytes).toString('base64'),
      },
    };
    const response = await attempt((signal) =>
      this.client.ai.models.generateContent({
        model: this.client.imageModel,
        contents: [{ role: 'user', parts: [picture, { text: this.instruction(input, index) }] }],
        config: { responseModalities: ['IMAGE'], candidateCount: 1, abortSignal: signal },
      }),
    );
    return imageOfAnswer(response);
  }
}

export class GeminiEditGenerator extends GeminiFromSourceGenerator implements EditGenerator {
  constructor(client: GeminiClient) {
    super(client, editInstruction);
  }
}

export class GeminiVariationGenerator
  extends GeminiFromSourceGenerator
  implements VariationGenerator
{
  constructor(client: GeminiClient) {
    super(client, variationInstruction);
  }
}
