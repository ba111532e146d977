/** What a generator may be handed beside its request. */
export interface GenerateOptions {
  /**
   * Called with how far the work is, 0–100, when the model can tell (a video encode, a
   * long-running operation); generators that cannot tell never call it.
   */
  readonly onProgress?: (percent: number) => void;
}

/** The stop a streaming generator listens to (an AbortSignal is one). */
export interface StopSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** What a streaming generator is handed: where its pieces go, and the stop. */
export interface StreamOptions extends GenerateOptions {
  /**
   * Called with each piece of one output as the model writes it: the output's index (a
   * variant) and the new text, to be appended to what that output received before.
   */
  readonly onDelta: (index: number, text: string) => void;
  /**
   * Aborted when nobody reads any more (the user pressed Stop, the connection closed): the
   * generator stops writing and settles soon after; what it had sent is what was made.
   */
  readonly signal: StopSignal;
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
  /**
   * The same work, its output handed out piece by piece while it is written (a kind whose
   * `streamed` is declared reads it). Resolves with the whole output; after the signal aborts
   * it may resolve or reject, and what `onDelta` received is what was made.
   */
  stream?(request: Request, options: StreamOptions): Promise<Output>;
}
