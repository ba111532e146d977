/**
 * Short-lived values read once, shared by every instance (Redis when configured): what a
 * sign-in through a provider keeps between its redirects. `take` returns the value and removes
 * it in one step, so of two concurrent takes at most one gets it.
 */
export interface SingleUseStore {
  put(key: string, value: string, ttlMs: number): Promise<void>;
  take(key: string): Promise<string | null>;
}
