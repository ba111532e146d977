import {
  DomainError,
  type GeneratedImageData,
  type ImageGenerator,
  type ImageModel,
  type TextGenerator,
} from '@lumen/domain';

/**
 * A model the server knows but has no adapter or key for (gemini without GEMINI_API_KEY): listed
 * by GET /api/models as unavailable, and refusing with 'model_unavailable' if ever called.
 */
export class UnavailableGenerator implements ImageGenerator, TextGenerator {
  constructor(readonly model: ImageModel) {}

  isAvailable(): boolean {
    return false;
  }

  generate(): Promise<GeneratedImageData[] & string[]> {
    return Promise.reject(
      new DomainError('model_unavailable', `Model ${this.model} is not configured`),
    );
  }
}
