import type { AspectRatio, ImageModel, ImageStyle, TargetSize } from '../image-options';
import type { OutputLanguage, TextLength, TextType, WritingStyle } from '../text-options';

export interface ImageGenerationInput {
  readonly prompt: string;
  readonly negativePrompt?: string;
  readonly style: ImageStyle;
  readonly aspectRatio: AspectRatio;
  readonly targetSize: TargetSize;
  readonly count: number;
  readonly guidance: number;
  readonly upscale: boolean;
  readonly styleTransfer: boolean;
}

export interface GeneratedImageData {
  readonly bytes: Uint8Array;
  readonly contentType: string;
  readonly width: number;
  readonly height: number;
}

/** Failures reject with DomainError 'generation_failed' (or 'model_unavailable'). */
export interface ImageGenerator {
  readonly model: ImageModel;
  isAvailable(): boolean;
  generate(input: ImageGenerationInput): Promise<GeneratedImageData[]>;
}

export interface TextGenerationInput {
  readonly prompt: string;
  readonly textType: TextType;
  readonly textLength: TextLength;
  readonly writingStyle: WritingStyle;
  readonly outputLanguage: OutputLanguage;
  readonly count: number;
}

export interface TextGenerator {
  readonly model: ImageModel;
  isAvailable(): boolean;
  /** One text per requested variant. */
  generate(input: TextGenerationInput): Promise<string[]>;
}
