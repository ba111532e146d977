import { z } from 'zod';

/** POST /api/auth/verify-email: the token of the mailed link. */
export const emailVerificationSchema = z.object({ token: z.string().min(1).max(512) });
export type EmailVerification = z.infer<typeof emailVerificationSchema>;
