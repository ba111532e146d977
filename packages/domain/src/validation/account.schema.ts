import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  SCREEN_CHANGE_PASSWORD_MIN_LENGTH,
  SERVER_CHANGE_PASSWORD_MAX_LENGTH,
  SERVER_CHANGE_PASSWORD_MIN_LENGTH,
} from '../constants';
import { PROFILE_LANGUAGES } from '../languages';
import { hasStrings, phoneSchema } from './common';
import { EXTRA_MESSAGES, MESSAGES } from './messages';

/** '' clears the phone: stored as null. */
const optionalPhoneSchema = z
  .union([z.literal('').transform(() => null), phoneSchema])
  .nullable()
  .optional();

/** PATCH /api/profile. */
export const profileUpdateSchema = z.object({
  full_name: z.string().trim().min(2).max(100).optional(),
  phone: optionalPhoneSchema,
  language: z.enum(PROFILE_LANGUAGES).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The profile screen's Main Information form (email is shown read-only). */
export const profileFormSchema = z.object({
  full_name: z
    .string({ error: MESSAGES.fullNameRequired })
    .trim()
    .min(1, MESSAGES.fullNameRequired),
  phone: z.string().optional(),
  email: z.string().optional(),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** POST /api/billing-profiles. */
export const billingProfileSchema = z.object({
  billing_name: z.string().trim().min(2).max(100),
  company_name: optionalText(100),
  address: z.string().trim().min(5).max(200),
  city: z.string().trim().min(1).max(100),
  postal_code: z.string().trim().min(3).max(20),
  country: z.string().trim().min(1).max(100),
  tax_id: optionalText(50),
  is_default: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type BillingProfileInput = z.infer<typeof billingProfileSchema>;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** The Add Billing Info dialog. */
export const billingFormSchema = z.object({
  billing_name: required(MESSAGES.billingNameRequired),
  country: required(MESSAGES.countryIsRequired),
  city: required(MESSAGES.cityRequired),
  address: required(MESSAGES.addressRequired),
  postal_code: required(MESSAGES.postalCodeRequired),
  company_name: z.string().optional(),
  tax_id: z.string().optional(),
});
export type BillingForm = z.infer<typeof billingFormSchema>;

const passwordsMatch = {
  error: MESSAGES.passwordsDontMatch,
  path: ['confirmPassword'],
  when: (payload: { value: unknown }) =>
    hasStrings(payload.value, 'newPassword', 'confirmPassword'),
};

/** POST /api/settings/change-password (server reading of SPEC §5). */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: EXTRA_MESSAGES.currentPasswordRequired })
      .min(1, EXTRA_MESSAGES.currentPasswordRequired)
      // Never hash an unbounded input: the same ceiling as sign-in.
      .max(PASSWORD_MAX_LENGTH),
    newPassword: z
      .string()
      .min(SERVER_CHANGE_PASSWORD_MIN_LENGTH)
      .max(SERVER_CHANGE_PASSWORD_MAX_LENGTH)
      .regex(/\p{Ll}/u, EXTRA_MESSAGES.passwordNeedsLowercase)
      .regex(/\p{Lu}/u, EXTRA_MESSAGES.passwordNeedsUppercase)
      .regex(/\p{Nd}/u, EXTRA_MESSAGES.passwordNeedsDigit),
    confirmPassword: z.string(),
  })
  .refine((body) => body.newPassword === body.confirmPassword, passwordsMatch);
export type ChangePassword = z.infer<typeof changePasswordSchema>;

const screenPassword = z
  .string({ error: MESSAGES.screenPasswordMin })
  .min(SCREEN_CHANGE_PASSWORD_MIN_LENGTH, MESSAGES.screenPasswordMin);

/** The dashboard's Change Password form (screen reading of SPEC §5). */
export const changePasswordFormSchema = z
  .object({
    currentPassword: screenPassword,
    newPassword: screenPassword,
    confirmPassword: screenPassword,
  })
  .refine((form) => form.newPassword === form.confirmPassword, passwordsMatch);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
