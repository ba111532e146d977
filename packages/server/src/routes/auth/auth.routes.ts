import { createRoute, z } from '@hono/zod-openapi';
import { signInSchema, signUpBodySchema } from '@lumen/domain';
import { requireAuth } from '../../middlewares/auth';
import {
  bearerSecurity,
  errorResponses,
  jsonBody,
  jsonContent,
  named,
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
    }),
  })
  .openapi('CurrentUser');

export const signup = createRoute({
  method: 'post',
  path: '/auth/signup',
  tags,
  summary: 'Create an account and sign in',
  request: { body: jsonBody(named(signUpBodySchema, 'SignUp')) },
  responses: {
    201: jsonContent(TokenSchema, 'The account exists and this token signs it in'),
    ...errorResponses(400, 409, 413, 415, 429),
  },
});

export const login = createRoute({
  method: 'post',
  path: '/auth/login',
  tags,
  summary: 'Sign in',
  description:
    'An unknown email and a wrong password answer the same 401. Limits: 5 failures per account per 15 minutes, 20 attempts per IP per minute (429 with Retry-After).',
  request: { body: jsonBody(named(signInSchema, 'SignIn')) },
  responses: {
    200: jsonContent(TokenSchema, 'Signed in'),
    ...errorResponses(400, 401, 413, 415, 429),
  },
});

export const logout = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags,
  summary: 'Sign out: the token is revoked',
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
  tags,
  summary: 'The signed-in user',
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
