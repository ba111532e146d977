/** The first answer to a request made with an Idempotency-Key, replayed to its retries. */
export interface IdempotentAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

/** What `claim` found: the key is now ours, another request holds it, or it has its answer. */
export type IdempotencyClaim =
  | { readonly state: 'claimed' }
  | { readonly state: 'in_flight'; readonly fingerprint: string }
  | { readonly state: 'done'; readonly fingerprint: string; readonly answer: IdempotentAnswer };

/**
 * Keys of idempotent requests, shared by every instance (Redis; memory on one instance). A key
 * is claimed atomically (one claimer wins), then completed with its answer or released.
 */
export interface IdempotencyStore {
  /** Claims `key` for `fingerprint` for at most `inFlightTtlMs`, unless it is already held. */
  claim(key: string, fingerprint: string, inFlightTtlMs: number): Promise<IdempotencyClaim>;
  /** Stores the answer for `ttlMs` (replacing the claim). */
  complete(
    key: string,
    fingerprint: string,
    answer: IdempotentAnswer,
    ttlMs: number,
  ): Promise<void>;
  /** Forgets a claim that got no answer worth keeping, so a retry runs again. */
  release(key: string): Promise<void>;
}
