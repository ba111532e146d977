import type {
  AspectRatio,
  GeneratedImageData,
  ImageGenerator,
  ImageStyle,
  ImageGenerationInput,
} from '@lumen/domain';
import type { GenerateContentResponse } from '@google/genai';
import sharp, { type Metadata } from 'sharp';
import {
  blockedFailure,
  type GeminiAttempt,
  type GeminiClient,
  geminiFailure,
} from './gemini-client';

const STYLE_HINTS: Readonly<Record<ImageStyle, string>> = {
  realistic: 'photorealistic, natural lighting, true-to-life colours and fine detail',
  artistic: 'painterly fine-art illustration with visible brush strokes and a rich palette',
  cartoon: 'cartoon illustration with bold clean outlines and flat saturated colours',
  abstract: 'abstract art built from bold shapes, lines and colour fields',
  vintage: 'vintage photograph with sepia tones, soft focus, vignette and film grain',
};

const RATIO_WORDS: Readonly<Record<AspectRatio, string>> = {
  '1:1': 'a square 1:1 frame',
  '16:9': 'a wide 16:9 landscape frame',
  '9:16': 'a tall 9:16 portrait frame',
  Original: 'the frame that suits the subject best',
};

/** Guidance 1…20, shown as "creativity": how freely the model may interpret the prompt. */
export function creativityWords(guidance: number): string {
  if (guidance <= 5) return 'follow the description literally, adding nothing it does not ask for';
  if (guidance <= 10) return 'follow the description closely, with tasteful supporting detail';
  if (guidance <= 15) return 'interpret the description with some creative freedom';
  return 'take bold creative liberties while keeping the subject recognisable';
}

/** Guidance 1…20 as the model's sampling temperature, 0.2…1.8 (more creativity, warmer). */
export function creativityTemperature(guidance: number): number {
  const clamped = Math.min(20, Math.max(1, guidance));
  return Math.round((0.2 + ((clamped - 1) / 19) * 1.6) * 100) / 100;
}

/** The instruction sent to the image model. */
export function imagePrompt(input: ImageGenerationInput): string {
  const lines = [
    `Create an image of: ${input.prompt.trim()}`,
    `Style: ${input.style} — ${STYLE_HINTS[input.style]}.`,
    `Composition: ${RATIO_WORDS[input.aspectRatio]}.`,
    `Creativity ${input.guidance}/20: ${creativityWords(input.guidance)}.`,
  ];
  if (input.negativePrompt?.trim()) {
    lines.push(`Do not include: ${input.negativePrompt.trim()}.`);
  }
  if (input.styleTransfer) {
    lines.push('Apply a strong, distinctive artistic style transfer to the whole picture.');
  }
  lines.push('Do not add text, captions, borders or watermarks unless the description asks.');
  return lines.join('\n');
}

/** The API's aspect-ratio value, or none for 'Original' (the model picks its frame). */
export function apiAspectRatio(ratio: AspectRatio): string | undefined {
  return ratio === 'Original' ? undefined : ratio;
}

/**
 * Final pixel size before upscaling: the exact size when named; else `targetSize` on the long
 * side in the chosen ratio (for 'Original', the ratio of the picture the model returned).
 */
export function targetDimensions(
  input: ImageGenerationInput,
  source: { width: number; height: number },
): { width: number; height: number } {
  if (input.exactSize) return { ...input.exactSize };
  const long = input.targetSize;
  const short = (ratio: number) => Math.max(2, Math.round((long * ratio) / 2) * 2);
  switch (input.aspectRatio) {
    case '16:9':
      return { width: long, height: short(9 / 16) };
    case '9:16':
      return { width: short(9 / 16), height: long };
    case '1:1':
      return { width: long, height: long };
    default:
      return source.width >= source.height
        ? { width: long, height: short(source.height / source.width) }
        : { width: short(source.width / source.height), height: long };
  }
}

/** Resizes (cover, centred crop) to the target frame, 2× when upscaling, as PNG. */
export async function postProcess(
  bytes: Uint8Array,
  input: ImageGenerationInput,
): Promise<GeneratedImageData> {
  const scale = input.upscale ? 2 : 1;
  return fitToFrame(bytes, (source) => {
    const target = targetDimensions(input, source);
    return { width: target.width * scale, height: target.height * scale };
  });
}

/** The model's picture resized (cover, centred crop) to the frame `frameOf` gives it, as PNG. */
export async function fitToFrame(
  bytes: Uint8Array,
  frameOf: (source: { width: number; height: number }) => { width: number; height: number },
): Promise<GeneratedImageData> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw geminiFailure('malformed', 'The model returned an image that cannot be read');
  }
  if (!meta.width || !meta.height) {
    throw geminiFailure('malformed', 'The model returned an image that cannot be read');
  }
  const target = frameOf({ width: meta.width, height: meta.height });
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize(target.width, target.height, { fit: 'cover', position: 'centre', kernel: 'lanczos3' })
    .png({ compressionLevel: 6 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType: 'image/png', width: info.width, height: info.height };
}

/**
 * The picture of an image model's answer; a safety block, an answer in words only (refused)
 * or nothing (malformed) rejects with the provider's failure.
 */
export function imageOfAnswer(response: GenerateContentResponse): Uint8Array {
  const blocked = blockedFailure(response);
  if (blocked) throw blocked;
  const parts = response.candidates?.[0]?.content?.parts ?? [];
  const image = parts.find((part) => part.inlineData?.mimeType?.startsWith('image/'));
  if (image?.inlineData?.data) return Buffer.from(image.inlineData.data, 'base64');
  const words = parts
    .map((part) => part.text ?? '')
    .join(' ')
    .trim();
  if (words) {
    throw geminiFailure('refused', `The model answered without an image: ${words.slice(0, 200)}`, {
      reason: words.slice(0, 500),
    });
  }
  throw geminiFailure('malformed', 'The model returned no image');
}

/**
 * Gemini images through @google/genai's generateContent with the IMAGE modality (the default
 * model is gemini-2.5-flash-image; GEMINI_IMAGE_MODEL names another Gemini image model). Such
 * models answer one picture per call, so `count` calls run side by side under one deadline.
 * (Imagen's generateImages is deprecated and, with an API key, refused by this SDK version.)
 * Every picture is post-processed by sharp to the target size and ratio.
 */
export class GeminiImageGenerator implements ImageGenerator {
  readonly model = 'gemini' as const;
  readonly #client: GeminiClient;

  constructor(client: GeminiClient) {
    this.#client = client;
  }

  isAvailable(): boolean {
    return true;
  }

  async generate(input: ImageGenerationInput): Promise<GeneratedImageData[]> {
    const raw = await this.#client.run(({ attempt }) =>
      Promise.all(Array.from({ length: input.count }, () => this.#oneGeminiImage(input, attempt))),
    );
    const images: GeneratedImageData[] = [];
    for (const bytes of raw) images.push(await postProcess(bytes, input));
    return images;
  }

  async #oneGeminiImage(input: ImageGenerationInput, attempt: GeminiAttempt): Promise<Uint8Array> {
    const aspectRatio = apiAspectRatio(input.aspectRatio);
    const response = await attempt((signal) =>
      this.#client.ai.models.generateContent({
        model: this.#client.imageModel,
        contents: [{ role: 'user', parts: [{ text: imagePrompt(input) }] }],
        config: {
          responseModalities: ['IMAGE'],
          temperature: creativityTemperature(input.guidance),
          candidateCount: 1,
          ...(aspectRatio ? { imageConfig: { aspectRatio } } : {}),
          abortSignal: signal,
        },
      }),
    );
    return imageOfAnswer(response);
  }
}
