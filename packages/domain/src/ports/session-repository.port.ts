import type { NewSession, Session } from '../shared/entities';

/** A live session as its owner sees it in their list of devices (never its token hash). */
export interface SessionSummary {
  readonly id: string;
  readonly createdAt: Date;
  /** The last time a request was seen on it (moved on with its idle timeout), else createdAt. */
  readonly lastActiveAt: Date;
  readonly userAgent: string | null;
  readonly ipAddress: string | null;
}

/** Sessions keyed by the SHA-256 of their bearer token (the token itself is never stored). */
export interface SessionRepository {
  create(session: NewSession): Promise<Session>;
  /** The session for this token hash if it is neither expired at `now` nor revoked. */
  findActive(tokenHash: string, now: Date): Promise<Session | null>;
  revoke(userId: string, sessionId: string): Promise<void>;
  /**
   * Moves an active session's expiry forward to `expiresAt` (the sliding idle timeout); never
   * back, never a revoked one.
   */
  extend(session: Session, expiresAt: Date): Promise<void>;
  /** Revokes every session of the user but `exceptSessionId`; returns how many. */
  revokeAll(userId: string, exceptSessionId?: string): Promise<number>;
  /** The user's sessions neither expired at `now` nor revoked, most recently active first. */
  listActive(userId: string, now: Date): Promise<SessionSummary[]>;
  /** Housekeeping: removes sessions expired before `now`; returns how many. */
  deleteExpired(now: Date): Promise<number>;
}
