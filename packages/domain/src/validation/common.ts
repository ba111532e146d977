import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../shared/constants';
import { MESSAGES } from './messages';

/** Email as typed in a form: required, then valid; trimmed and lower-cased. */
export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, { error: MESSAGES.emailRequired, abort: true })
  .pipe(z.email({ error: MESSAGES.emailInvalid }))
  .transform((email) => email.toLowerCase());

/** An optional plus, then 8 to 20 digits, spaces, hyphens or parentheses (SPEC §5). */
export const PHONE_PATTERN = /^\+?[0-9\s\-()]{8,20}$/;

export const phoneSchema = z
  .string({ error: MESSAGES.phoneInvalid })
  .trim()
  .min(8, MESSAGES.phoneInvalid)
  .regex(PHONE_PATTERN, MESSAGES.phoneInvalid);

/** Character classes for the sign-up rule "at least 3 of 4". Special = neither letter nor digit. */
export const PASSWORD_CLASSES = {
  lowercase: /\p{Ll}/u,
  uppercase: /\p{Lu}/u,
  digit: /\p{Nd}/u,
  special: /[^\p{L}\p{N}]/u,
} as const;

export function passwordClassCount(password: string): number {
  return Object.values(PASSWORD_CLASSES).filter((pattern) => pattern.test(password)).length;
}

/** The sign-up password: 12 to 1024 characters, at least 3 of the 4 classes. */
export const newPasswordSchema = z
  .string({ error: MESSAGES.passwordMin })
  .min(12, MESSAGES.passwordMin)
  .max(PASSWORD_MAX_LENGTH)
  .refine((password) => passwordClassCount(password) >= 3, MESSAGES.passwordClasses);

/** '' (an empty query parameter or form field) counts as absent. */
export function emptyAsUndefined(value: unknown): unknown {
  return value === '' ? undefined : value;
}

/** A 0/1 flag that also accepts booleans; parsed to a boolean. */
export const flagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((value) => value === true || value === 1);

/** For refinements across fields: run only once both fields are strings. */
export function hasStrings(value: unknown, ...keys: string[]): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return keys.every((key) => typeof record[key] === 'string');
}
