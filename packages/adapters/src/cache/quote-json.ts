import type { StoredQuote } from '@lumen/domain';

export function reviveQuote(raw: unknown): StoredQuote {
  const q = raw as Record<string, unknown>;
  return {
    ...(q as unknown as StoredQuote),
    createdAt: new Date(String(q.createdAt)),
    expiresAt: new Date(String(q.expiresAt)),
  };
}
