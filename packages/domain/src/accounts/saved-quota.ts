import { DomainError } from '../shared/errors';

/**
 * What one account's library (saved texts and images together) may hold: items, and bytes —
 * the UTF-8 size of what the items carry as text (a text's content and prompt, an image's
 * prompt and negative prompt; the pictures themselves are the paid generations').
 */
export interface SavedQuota {
  readonly items: number;
  readonly bytes: number;
}

/** Generous: no one writing by hand reaches them; a script filling the store does. */
export const DEFAULT_SAVED_QUOTA: SavedQuota = { items: 10_000, bytes: 100 * 1024 * 1024 };

/** A size as people read it: 100 MB, 1.5 MB, 20 KB, 900 bytes. */
export function formatBytes(bytes: number): string {
  const units = [
    [1024 * 1024 * 1024, 'GB'],
    [1024 * 1024, 'MB'],
    [1024, 'KB'],
  ] as const;
  for (const [size, unit] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}

/** The refusal of a save that would take the library past `quota`'s items or bytes. */
export function savedQuotaExceeded(
  quota: SavedQuota,
  which: 'items' | 'bytes',
): DomainError<'quota_exceeded'> {
  const message =
    which === 'items'
      ? `Your library is full: it can hold ${quota.items} saved texts and images. Delete some to save more.`
      : `Your library is full: saved texts and images can take up ${formatBytes(quota.bytes)}. Delete some to save more.`;
  return new DomainError('quota_exceeded', message, {
    quota: which,
    limit: which === 'items' ? quota.items : quota.bytes,
  });
}
