import { z } from 'zod';
import { EXTRA_MESSAGES } from './messages';

/** The most credits one adjustment grants or removes. */
export const ADMIN_ADJUSTMENT_MAX_CREDITS = 100_000;

const credits = z
  .number({ error: EXTRA_MESSAGES.adjustCreditsInvalid })
  .int(EXTRA_MESSAGES.adjustCreditsInvalid)
  .min(-ADMIN_ADJUSTMENT_MAX_CREDITS)
  .max(ADMIN_ADJUSTMENT_MAX_CREDITS)
  .refine((n) => n !== 0, EXTRA_MESSAGES.adjustCreditsInvalid);

const reason = z
  .string({ error: EXTRA_MESSAGES.adjustReasonRequired })
  .trim()
  .min(1, EXTRA_MESSAGES.adjustReasonRequired)
  .max(500);

/** POST /api/admin/users/{userId}/credits: positive grants, negative removes; always a reason. */
export const adminAdjustmentSchema = z.object({
  credits: credits.meta({ description: 'Positive grants, negative removes', example: 10 }),
  reason,
});
export type AdminAdjustment = z.infer<typeof adminAdjustmentSchema>;

/**
 * The operator console's adjustment form: the credits as typed (text), valid when they read as
 * what the API takes; the form sends `Number(credits)`.
 */
export const adminAdjustmentFormSchema = z.object({
  credits: z
    .string()
    .trim()
    .refine(
      (typed) => /^[+-]?\d+$/.test(typed) && credits.safeParse(Number(typed)).success,
      EXTRA_MESSAGES.adjustCreditsInvalid,
    ),
  reason,
});
export type AdminAdjustmentForm = z.infer<typeof adminAdjustmentFormSchema>;
