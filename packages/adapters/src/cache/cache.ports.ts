import type { RateLimiter, Session } from '@lumen/domain';

/** The domain's RateLimiter plus what login throttling needs: look without counting, and reset. */
export interface ThrottlingRateLimiter extends RateLimiter {
  /** The decision `hit` would make now, without counting anything. */
  peek(key: string, limit: number, windowMs: number): ReturnType<RateLimiter['hit']>;
  reset(key: string): Promise<void>;
}

/**
 * A short-lived cache of active sessions by token hash, in front of the sessions table.
 * (No domain port names it: it is an optimisation the server may use or not.)
 */
export interface SessionCache {
  get(tokenHash: string): Promise<Session | null>;
  set(session: Session, ttlMs: number): Promise<void>;
  delete(tokenHash: string): Promise<void>;
  /** Forgets every cached session of a user (sign-out everywhere, password change). */
  deleteForUser(userId: string): Promise<void>;
}

/** Sessions and quotes travel as JSON: dates come back as ISO strings and are revived here. */
export function reviveSession(raw: unknown): Session {
  const s = raw as Record<string, unknown>;
  return {
    ...(s as unknown as Session),
    createdAt: new Date(String(s.createdAt)),
    expiresAt: new Date(String(s.expiresAt)),
    revokedAt: s.revokedAt ? new Date(String(s.revokedAt)) : null,
  };
}
