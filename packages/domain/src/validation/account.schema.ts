import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../shared/constants';
import { PROFILE_LANGUAGES } from '../shared/languages';
import { hasStrings, newPasswordSchema, phoneSchema } from './common';
import { EXTRA_MESSAGES, MESSAGES } from './messages';

/** '' clears the phone: stored as null. */
const optionalPhoneSchema = z
  .union([z.literal('').transform(() => null), phoneSchema])
  .nullable()
  .optional();

/** A trimmed text of min to max characters, with one message for either bound. */
const text = (min: number, max: number, message: string) =>
  z.string().trim().min(min, message).max(max, message);

/**
 * A form field: the screen's own message when it is empty (SPEC §5 'screen'), then the server's
 * rule, so the form checks before sending exactly what the server would refuse.
 */
const requiredThen = (emptyMessage: string, rule: z.ZodType<string, string>) =>
  z.string({ error: emptyMessage }).trim().min(1, { error: emptyMessage, abort: true }).pipe(rule);

const fullName = text(2, 100, EXTRA_MESSAGES.fullNameLength);

/** PATCH /api/profile. */
export const profileUpdateSchema = z.object({
  full_name: fullName.optional(),
  phone: optionalPhoneSchema,
  language: z.enum(PROFILE_LANGUAGES).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The profile screen's Main Information form (email is shown read-only). */
export const profileFormSchema = z.object({
  full_name: requiredThen(MESSAGES.fullNameRequired, fullName),
  // Optional: empty clears it; anything else is held to the server's phone rule.
  phone: z
    .string()
    .refine((phone) => phone.trim() === '' || phoneSchema.safeParse(phone).success, {
      error: MESSAGES.phoneInvalid,
    })
    .optional(),
  email: z.string().optional(),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

const billing = {
  billing_name: text(2, 100, EXTRA_MESSAGES.billingNameLength),
  address: text(5, 200, EXTRA_MESSAGES.addressLength),
  city: text(1, 100, EXTRA_MESSAGES.cityTooLong),
  postal_code: text(3, 20, EXTRA_MESSAGES.postalCodeLength),
  country: text(1, 100, EXTRA_MESSAGES.countryTooLong),
};

/** POST /api/billing-profiles. */
export const billingProfileSchema = z.object({
  billing_name: billing.billing_name,
  company_name: optionalText(100, EXTRA_MESSAGES.companyNameTooLong),
  address: billing.address,
  city: billing.city,
  postal_code: billing.postal_code,
  country: billing.country,
  tax_id: optionalText(50, EXTRA_MESSAGES.taxIdTooLong),
  is_default: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type BillingProfileInput = z.infer<typeof billingProfileSchema>;

/** The Add Billing Info dialog. */
export const billingFormSchema = z.object({
  billing_name: requiredThen(MESSAGES.billingNameRequired, billing.billing_name),
  country: requiredThen(MESSAGES.countryIsRequired, billing.country),
  city: requiredThen(MESSAGES.cityRequired, billing.city),
  address: requiredThen(MESSAGES.addressRequired, billing.address),
  postal_code: requiredThen(MESSAGES.postalCodeRequired, billing.postal_code),
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

/** POST /api/settings/change-password: the new password follows the sign-up rule. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: EXTRA_MESSAGES.currentPasswordRequired })
      .min(1, EXTRA_MESSAGES.currentPasswordRequired)
      // Never hash an unbounded input: the same ceiling as sign-in.
      .max(PASSWORD_MAX_LENGTH),
    // The sign-up rule and its messages: one password rule everywhere a password is chosen.
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
    /**
     * Whoever changes a password may be locking an intruder out: the personal access tokens
     * are revoked with the other sessions unless the owner asks to keep them.
     */
    keepApiTokens: z.boolean().optional(),
  })
  .refine((body) => body.newPassword === body.confirmPassword, passwordsMatch);
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** The dashboard's Change Password form: the same rule and messages as the server's. */
export const changePasswordFormSchema = z
  .object({
    // Only required: an older password may predate today's rule.
    currentPassword: z
      .string({ error: EXTRA_MESSAGES.currentPasswordRequired })
      .min(1, EXTRA_MESSAGES.currentPasswordRequired),
    newPassword: newPasswordSchema,
    confirmPassword: z
      .string({ error: MESSAGES.confirmPasswordRequired })
      .min(1, MESSAGES.confirmPasswordRequired),
    /** Unticked by default: the personal access tokens are revoked with the change. */
    keepApiTokens: z.boolean().optional(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, passwordsMatch);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** DELETE /api/account: the password confirms that the account's owner is asking. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    // Never hash an unbounded input: the same ceiling as sign-in.
    .max(PASSWORD_MAX_LENGTH),
});
export type DeleteAccount = z.infer<typeof deleteAccountSchema>;

/** The most saved images one bulk download may name. */
export const MAX_DOWNLOAD_IMAGES = 100;

/** POST /api/images/saved/download: the gallery selection to zip. */
export const imageDownloadSchema = z.object({
  ids: z
    .array(z.uuid({ error: EXTRA_MESSAGES.imagesNotFound }), {
      error: EXTRA_MESSAGES.imageIdsRequired,
    })
    .min(1, EXTRA_MESSAGES.imageIdsRequired)
    .max(MAX_DOWNLOAD_IMAGES, EXTRA_MESSAGES.imageIdsTooMany)
    .transform((ids) => [...new Set(ids)]),
});
export type ImageDownload = z.infer<typeof imageDownloadSchema>;
