import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * "Use this prompt": a generator's address carries the item's prompt and settings in one search
 * parameter (JSON), so the filled form survives a reload and a shared link opens the same way.
 */
export const REMIX_PARAM = 'remix';

/** The generator's path with the settings that made an item (undefined ones left out). */
export function remixHref(path: string, settings: Readonly<Record<string, unknown>>): string {
  const kept = Object.fromEntries(
    Object.entries(settings).filter(([, value]) => value !== undefined && value !== null),
  );
  return `${path}?${new URLSearchParams({ [REMIX_PARAM]: JSON.stringify(kept) })}`;
}

/** The settings of the address that the form's schema accepts, field by field. */
export function remixValues<S extends z.ZodObject>(
  schema: S,
  raw: string | null,
): Partial<z.input<S>> | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  // A setting the form does not know, or no longer accepts, keeps the form's default.
  const kept: Record<string, unknown> = {};
  const shape = schema.shape as Record<string, z.ZodType>;
  for (const [key, value] of Object.entries(parsed)) {
    if (shape[key]?.safeParse(value).success) kept[key] = value;
  }
  return kept as Partial<z.input<S>>;
}

/**
 * Reads the address's settings once, after hydration (the drawn page was made without them, so
 * the first render must match it), and hands them to the form (`reset` over its defaults).
 */
export function useRemix<S extends z.ZodObject>(
  schema: S,
  apply: (values: Partial<z.input<S>>) => void,
): void {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const done = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when hydrated
  useEffect(() => {
    if (!hydrated || done.current) return;
    done.current = true;
    const values = remixValues(schema, params.get(REMIX_PARAM));
    if (values) apply(values);
  }, [hydrated]);
}
