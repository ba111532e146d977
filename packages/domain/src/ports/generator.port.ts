/** What a generator may be handed beside its request. */
export interface GenerateOptions {
  /**
   * Called with how far the work is, 0–100, when the model can tell (a video encode, a
   * long-running operation); generators that cannot tell never call it.
   */
  readonly onProgress?: (percent: number) => void;
}

/**
 * A model that turns a request into an output: every kind of generation (image, text, and any
 * kind added later) has generators of this one shape, with a model id type of its own.
 * `isAvailable()` says whether it is configured (GET /api/models lists the others as
 * unavailable). Failures reject with DomainError 'generation_failed' (details may say `kind:
 * 'blocked' | 'refused'` for a refusal of the prompt) or 'model_unavailable'.
 */
export interface Generator<Request, Output, Model extends string = string> {
  readonly model: Model;
  isAvailable(): boolean;
  generate(request: Request, options?: GenerateOptions): Promise<Output>;
}
