import { topupDataSchema } from '@lumen/domain';
import type { z } from 'zod';

/** SPEC §3: the chosen top-up travels from the dialog to /checkout in localStorage. */
export const topupStorageKey = 'topup_data';
export type TopupData = z.infer<typeof topupDataSchema>;

export function saveTopup(data: TopupData): void {
  localStorage.setItem(topupStorageKey, JSON.stringify(data));
}

export function readTopup(): TopupData | null {
  try {
    const raw = localStorage.getItem(topupStorageKey);
    if (!raw) return null;
    const parsed = topupDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearTopup(): void {
  localStorage.removeItem(topupStorageKey);
}
