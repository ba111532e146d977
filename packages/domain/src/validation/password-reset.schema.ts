import { z } from 'zod';
import { emailSchema, hasStrings, newPasswordSchema } from './common';
import { MESSAGES } from './messages';

/** POST /api/auth/password-reset: the address to send the link to. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/auth/password-reset/check: a mailed token, asked about before the form is filled. */
export const passwordResetCheckSchema = z.object({ token: z.string().min(1).max(512) });
export type PasswordResetCheck = z.infer<typeof passwordResetCheckSchema>;

/** POST /api/auth/password-reset/complete: the mailed token and the new password (sign-up rules). */
export const passwordResetCompleteSchema = z.object({
  token: z.string().min(1).max(512),
  password: newPasswordSchema,
});
export type PasswordResetComplete = z.infer<typeof passwordResetCompleteSchema>;

/** The new-password form of /reset-password?token=…: the password twice. */
export const newPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z
      .string({ error: MESSAGES.confirmPasswordRequired })
      .min(1, MESSAGES.confirmPasswordRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
    when: (payload) => hasStrings(payload.value, 'password', 'confirmPassword'),
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;
