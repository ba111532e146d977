import { createRoute, z } from '@hono/zod-openapi';
import { signInSchema, signUpBodySchema } from '@lumen/domain';
import { requireAuth } from '../../middlewares/auth';
import {
  bearerSecurity,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonContent,
  named,
  publicSecurity,
  TrialSchema,
} from '../../lib/route-helpers';

const tags = ['Auth'];

export const TokenSchema = z
  .object({ token: z.string().openapi({ description: 'Opaque bearer token (30 days)' }) })
  .openapi('Token');

export const CurrentUserSchema = z
  .object({
    user: z.object({
      id: z.string(),
      username: z.string().openapi({ description: 'The full name' }),
      email: z.string(),
      credits_balance: z.number().int(),
      ...TrialSchema.shape,
      email_verified: z
        .boolean()
        .openapi({ description: 'Whether the address was verified (the mailed link opened)' }),
      trial_pending_credits: z.number().int().openapi({
        description:
          'Trial credits granted once the address is verified (TRIAL_REQUIRES_VERIFIED_EMAIL); 0 when none wait for it',
      }),
    }),
  })
  .openapi('CurrentUser');

export const signup = createRoute({
  method: 'post',
  path: '/auth/signup',
  operationId: 'signUp',
  security: publicSecurity,
  tags,
  summary: 'Create an account and sign in',
  description:
    'The email must not be registered yet (409 `email_taken`). The answer’s token signs the new account in. One trial per mailbox (lower case, `+tag` and Gmail dots dropped, kept after deletion); with TRIAL_REQUIRES_VERIFIED_EMAIL (the default) a verification link is mailed and the trial credits wait for it. Throttled per client network, an IPv4 address or an IPv6 /64 (SIGNUP_LIMIT_PER_HOUR, default 10 an hour; 429 with Retry-After).',
  request: {
    body: jsonBody(named(signUpBodySchema, 'SignUp'), undefined, {
      email: 'ada@example.com',
      password: 'Correct-Horse-7',
      full_name: 'Ada Lovelace',
      language: 'en',
    }),
  },
  responses: {
    201: jsonContent(TokenSchema, 'The account exists and this token signs it in'),
    ...errorResponses(400, 413, 415, 429),
    409: errorResponse(409, 'The email is already registered', ['email_taken']),
  },
});

export const login = createRoute({
  method: 'post',
  path: '/auth/login',
  operationId: 'signIn',
  security: publicSecurity,
  tags,
  summary: 'Sign in',
  description:
    'An unknown email and a wrong password answer the same 401. Limits: 5 failures per account per 15 minutes, 20 attempts per IP per minute (429 with Retry-After).',
  request: {
    body: jsonBody(named(signInSchema, 'SignIn'), undefined, {
      email: 'ada@example.com',
      password: 'Correct-Horse-7',
    }),
  },
  responses: {
    200: jsonContent(TokenSchema, 'Signed in'),
    ...errorResponses(400, 413, 415, 429),
    401: errorResponse(401, 'Unknown email or wrong password (the same answer)', [
      'invalid_credentials',
    ]),
  },
});

export const logout = createRoute({
  method: 'post',
  path: '/auth/logout',
  operationId: 'signOut',
  tags,
  summary: 'Sign out: the token is revoked',
  description:
    'Revokes this token on every instance at once; the next request with it answers 401.',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  responses: {
    204: { description: 'Signed out' },
    ...errorResponses(401),
  },
});

export const me = createRoute({
  method: 'get',
  path: '/auth/me',
  operationId: 'getCurrentUser',
  tags,
  summary: 'The signed-in user',
  description: 'Name, email and credit balance of the token’s user.',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  responses: {
    200: jsonContent(CurrentUserSchema, 'The signed-in user'),
    ...errorResponses(401),
  },
});

export type SignupRoute = typeof signup;
export type LoginRoute = typeof login;
export type LogoutRoute = typeof logout;
export type MeRoute = typeof me;
