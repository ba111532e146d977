import type { Session } from '../shared/entities';

/**
 * A short-lived cache of active sessions by token hash, in front of the sessions table (Redis
 * across instances, else memory). An optimisation the composition root may use or not: the use
 * cases never see it.
 */
export interface SessionCache {
  get(tokenHash: string): Promise<Session | null>;
  set(session: Session, ttlMs: number): Promise<void>;
  delete(tokenHash: string): Promise<void>;
  /** Forgets every cached session of a user (sign-out everywhere, password change). */
  deleteForUser(userId: string): Promise<void>;
}
