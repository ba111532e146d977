import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../shared/constants';
import { DEFAULT_PROFILE_LANGUAGE, PROFILE_LANGUAGES } from '../shared/languages';
import { emailSchema, hasStrings, newPasswordSchema } from './common';
import { MESSAGES } from './messages';

const fullNameSchema = z
  .string({ error: MESSAGES.fullNameMin })
  .trim()
  .min(3, MESSAGES.fullNameMin)
  .max(100, MESSAGES.fullNameMax);

/** The sign-up screen's form. */
export const signUpFormSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z
      .string({ error: MESSAGES.confirmPasswordRequired })
      .min(1, MESSAGES.confirmPasswordRequired),
    terms: z.literal(true, { error: MESSAGES.termsRequired }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
    when: (payload) => hasStrings(payload.value, 'password', 'confirmPassword'),
  });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** POST /api/auth/signup. */
export const signUpBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  full_name: fullNameSchema,
  language: z.enum(PROFILE_LANGUAGES).default(DEFAULT_PROFILE_LANGUAGE),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** The sign-in form and POST /api/auth/login. */
export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH),
});
export type SignIn = z.infer<typeof signInSchema>;

/** The reset-password form (no server call). */
export const resetPasswordSchema = z.object({ email: emailSchema });
export type ResetPassword = z.infer<typeof resetPasswordSchema>;
