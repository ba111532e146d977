import type { Session } from '@lumen/domain';

/** Sessions travel as JSON: dates come back as ISO strings and are revived here. */
export function reviveSession(raw: unknown): Session {
  const s = raw as Record<string, unknown>;
  return {
    ...(s as unknown as Session),
    createdAt: new Date(String(s.createdAt)),
    expiresAt: new Date(String(s.expiresAt)),
    revokedAt: s.revokedAt ? new Date(String(s.revokedAt)) : null,
  };
}
