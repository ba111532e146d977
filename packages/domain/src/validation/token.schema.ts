import { z } from 'zod';
import { TOKEN_SCOPES } from '../ports/personal-token-repository.port';
import { EXTRA_MESSAGES } from './messages';

/** POST /api/tokens: a name to recognise it by, its scope, and an optional lifetime in days. */
export const personalTokenCreateSchema = z.object({
  name: z.string().trim().min(1, EXTRA_MESSAGES.tokenNameRequired).max(100),
  scope: z.enum(TOKEN_SCOPES),
  expiresInDays: z.number().int().min(1).max(365).optional(),
});
export type PersonalTokenCreate = z.infer<typeof personalTokenCreateSchema>;
