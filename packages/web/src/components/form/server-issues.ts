import { EXTRA_MESSAGES } from '@lumen/domain';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isHttpError } from '@lumen/client';
import { messageIdFor } from '@/lib/i18n/translate-message';

/**
 * Puts a 400's `issues` on the form's fields, each under its field (shown translated by the
 * bound field). A message the screen has no words for becomes 'Please check this value', so no
 * raw library text reaches a screen. Returns whether any issue landed on a field: when none did,
 * the caller shows its own failure toast.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): boolean {
  if (!isHttpError(error, 400)) return false;
  let placed = false;
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path.split('.')[0]);
    if (!field) continue;
    const message = messageIdFor(issue.message) ? issue.message : EXTRA_MESSAGES.invalidValue;
    setError(field, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
