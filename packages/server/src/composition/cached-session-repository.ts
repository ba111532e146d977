import type { Session, SessionCache, SessionRepository, SessionSummary } from '@lumen/domain';

/** How long a looked-up session may be answered from the cache (Redis or memory). */
export const SESSION_CACHE_TTL_MS = 60_000;

/**
 * The sessions table behind the session cache: every authenticated request looks its token up,
 * and the cache spares the database most of those reads. Revocations forget the user's cached
 * sessions at once and, inside a database transaction, once more after it commits, so a
 * lookup racing the commit cannot leave a revoked session in the cache. A cache that fails is
 * bypassed: the database stays the truth.
 */
export class CachedSessionRepository implements SessionRepository {
  constructor(
    private readonly inner: SessionRepository,
    private readonly cache: SessionCache,
    private readonly afterCommit?: (task: () => Promise<void>) => void,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
  ) {}

  create(session: Parameters<SessionRepository['create']>[0]): Promise<Session> {
    return this.inner.create(session);
  }

  async findActive(tokenHash: string, now: Date): Promise<Session | null> {
    const cached = await this.cache.get(tokenHash).catch(() => null);
    if (cached && !cached.revokedAt && cached.expiresAt > now) return cached;
    const session = await this.inner.findActive(tokenHash, now);
    if (session) {
      const ttl = Math.min(this.ttlMs, session.expiresAt.getTime() - now.getTime());
      if (ttl > 0) await this.cache.set(session, ttl).catch(() => undefined);
    }
    return session;
  }

  async revoke(userId: string, sessionId: string): Promise<void> {
    await this.inner.revoke(userId, sessionId);
    await this.#forget(userId);
  }

  /**
   * The cached copy is forgotten rather than rewritten: writing it could race a revocation and
   * put a revoked session back in the cache.
   */
  async extend(session: Session, expiresAt: Date): Promise<void> {
    await this.inner.extend(session, expiresAt);
    await this.cache.delete(session.tokenHash).catch(() => undefined);
  }

  async revokeAll(userId: string, exceptSessionId?: string): Promise<number> {
    const count = await this.inner.revokeAll(userId, exceptSessionId);
    await this.#forget(userId);
    return count;
  }

  /** Always the database: the list must never show a session another instance revoked. */
  listActive(userId: string, now: Date): Promise<SessionSummary[]> {
    return this.inner.listActive(userId, now);
  }

  deleteExpired(now: Date): Promise<number> {
    return this.inner.deleteExpired(now);
  }

  async #forget(userId: string): Promise<void> {
    const forget = () => this.cache.deleteForUser(userId).catch(() => undefined);
    await forget();
    this.afterCommit?.(forget);
  }
}
