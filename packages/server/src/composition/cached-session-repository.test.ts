import { MemorySessionCache } from '@lumen/adapters';
import type { NewSession, Session, SessionRepository } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { CachedSessionRepository } from './cached-session-repository';

class CountingSessions implements SessionRepository {
  readonly rows = new Map<string, Session>();
  lookups = 0;
  async create(s: NewSession): Promise<Session> {
    const row: Session = {
      id: `s${this.rows.size + 1}`,
      userId: s.userId,
      tokenHash: s.tokenHash,
      createdAt: new Date(),
      expiresAt: s.expiresAt,
      revokedAt: null,
      userAgent: null,
      ipAddress: null,
    };
    this.rows.set(row.id, row);
    return row;
  }
  async findActive(tokenHash: string, now: Date) {
    this.lookups++;
    return (
      [...this.rows.values()].find(
        (r) => r.tokenHash === tokenHash && !r.revokedAt && r.expiresAt > now,
      ) ?? null
    );
  }
  async revoke(userId: string, sessionId: string) {
    const row = this.rows.get(sessionId);
    if (row?.userId === userId) this.rows.set(sessionId, { ...row, revokedAt: new Date() });
  }
  async listActive() {
    return [];
  }
  async revokeAll(userId: string, except?: string) {
    let n = 0;
    for (const row of this.rows.values()) {
      if (row.userId === userId && row.id !== except && !row.revokedAt) {
        this.rows.set(row.id, { ...row, revokedAt: new Date() });
        n++;
      }
    }
    return n;
  }
  async extend(session: Session, expiresAt: Date) {
    const row = this.rows.get(session.id);
    if (row && !row.revokedAt && row.expiresAt < expiresAt) {
      this.rows.set(row.id, { ...row, expiresAt });
    }
  }
  async deleteExpired() {
    return 0;
  }
}

const HASH = 'a'.repeat(64);
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('CachedSessionRepository', () => {
  it('answers repeated lookups from the cache', async () => {
    const inner = new CountingSessions();
    const store = new CachedSessionRepository(inner, new MemorySessionCache());
    await store.create({ userId: 'u1', tokenHash: HASH, expiresAt: inAnHour() });
    expect(await store.findActive(HASH, new Date())).not.toBeNull();
    expect(await store.findActive(HASH, new Date())).not.toBeNull();
    expect(inner.lookups).toBe(1);
  });

  it('forgets a revoked session at once, and again after the commit', async () => {
    const inner = new CountingSessions();
    const cache = new MemorySessionCache();
    const store = new CachedSessionRepository(inner, cache);
    const session = await store.create({ userId: 'u1', tokenHash: HASH, expiresAt: inAnHour() });
    await store.findActive(HASH, new Date());
    const later: (() => Promise<void>)[] = [];
    const inTx = new CachedSessionRepository(inner, cache, (task) => later.push(task));
    await inTx.revoke('u1', session.id);
    expect(await store.findActive(HASH, new Date())).toBeNull();
    expect(later).toHaveLength(1);
    await store.revokeAll('u1');
    expect(await store.findActive(HASH, new Date())).toBeNull();
  });

  it('never answers a cached session past its expiry', async () => {
    const inner = new CountingSessions();
    const store = new CachedSessionRepository(inner, new MemorySessionCache());
    const expiresAt = new Date(Date.now() + 50);
    await store.create({ userId: 'u1', tokenHash: HASH, expiresAt });
    expect(await store.findActive(HASH, new Date())).not.toBeNull();
    expect(await store.findActive(HASH, new Date(expiresAt.getTime() + 1))).toBeNull();
  });

  it('falls back to the database when the cache fails', async () => {
    const inner = new CountingSessions();
    const broken = {
      get: async () => {
        throw new Error('redis down');
      },
      set: async () => {
        throw new Error('redis down');
      },
      delete: async () => undefined,
      deleteForUser: async () => {
        throw new Error('redis down');
      },
    };
    const store = new CachedSessionRepository(inner, broken);
    const session = await store.create({ userId: 'u1', tokenHash: HASH, expiresAt: inAnHour() });
    expect(await store.findActive(HASH, new Date())).not.toBeNull();
    await store.revoke('u1', session.id);
    expect(await store.findActive(HASH, new Date())).toBeNull();
  });
});
