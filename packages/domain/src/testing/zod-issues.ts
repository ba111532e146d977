import type { z } from 'zod';

/** Every issue message of a failed parse, keyed by dotted path ('' for the root). */
export function issuesOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const issues: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    issues[key] = [...(issues[key] ?? []), issue.message];
  }
  return issues;
}

/** The messages at one path (empty when the parse succeeds or the path is clean). */
export function messagesAt(schema: z.ZodType, input: unknown, path: string): string[] {
  return issuesOf(schema, input)[path] ?? [];
}
