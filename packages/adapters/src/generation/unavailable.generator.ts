import { DomainError, type Generator } from '@lumen/domain';

/**
 * A model the server knows but has no adapter or key for (gemini without GEMINI_API_KEY): listed
 * by GET /api/models as unavailable, and refusing with 'model_unavailable' if ever called. It
 * never produces anything, so it stands in for a generator of any kind with that model id.
 */
export class UnavailableGenerator<Model extends string>
  implements Generator<unknown, never, Model>
{
  constructor(readonly model: Model) {}

  isAvailable(): boolean {
    return false;
  }

  generate(): Promise<never> {
    return Promise.reject(
      new DomainError('model_unavailable', `Model ${this.model} is not configured`),
    );
  }
}
