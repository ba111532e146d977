import { createRoute, z } from '@hono/zod-openapi';
import { requireAuth } from '../../middlewares/auth';
import { IdParamsSchema } from '../../lib/params';
import {
  bearerSecurity,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonContent,
  publicSecurity,
} from '../../lib/route-helpers';
import { TokenSchema } from '../auth/auth.routes';
import { confirmationRequired, NEEDS_CONFIRMATION } from '../confirm/confirm.routes';
import { CredentialResponseSchema } from '../passkeys/passkeys.routes';

const tags = ['Auth'];

const ticket = z.string().min(1).max(256).openapi({
  description: 'The single-use ticket the callback put in the web page’s address (after `#`)',
});

export const OidcTicketSchema = z.object({ ticket }).openapi('OidcTicket');

export const OidcLinkSchema = z
  .union([
    z.object({
      ticket,
      password: z
        .string()
        .min(1, 'Password is required')
        .max(128)
        .openapi({ description: 'The password of the account that has the provider’s address' }),
    }),
    z.object({
      ticket,
      challenge_id: z.string().min(1).max(128).openapi({
        description: 'From POST /api/auth/passkey/options',
      }),
      passkey: CredentialResponseSchema,
    }),
  ])
  .openapi('OidcLink', {
    description:
      'The ticket with the password, or with an assertion by one of that account’s passkeys',
  });

export const SignInMethodsSchema = z
  .object({
    password: z
      .boolean()
      .openapi({ description: 'Whether the account has a password (one way to sign in)' }),
    identities: z
      .array(
        z.object({
          id: z.string(),
          provider: z.string().openapi({ description: 'The provider’s name (OIDC_LABEL)' }),
          email: z.string().openapi({ description: 'The address the provider gave at linking' }),
          created_at: z.string().openapi({ format: 'date-time' }),
          last_used_at: z.string().nullable().openapi({ format: 'date-time' }),
        }),
      )
      .openapi({ description: 'Provider accounts linked to this one, oldest first' }),
  })
  .openapi('SignInMethods');

const CallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  iss: z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
});

const redirect = (description: string) => ({
  description,
  headers: { Location: { schema: { type: 'string' as const }, description: 'Where to go next' } },
});

export const oidcStart = createRoute({
  method: 'get',
  path: '/auth/oidc/start',
  operationId: 'startOidcSignIn',
  security: publicSecurity,
  tags,
  summary: 'Continue with the configured OpenID Connect provider',
  description:
    'Redirects the browser to the provider (OIDC_ISSUER) with a fresh state, nonce and PKCE challenge; the state, nonce and verifier stay on the server (10 minutes, single use, shared by every instance). 404 when no provider is configured. Throttled like sign-in per client address (429).',
  responses: {
    302: redirect('To the provider’s sign-in page'),
    ...errorResponses(404, 429),
  },
});

export const oidcCallback = createRoute({
  method: 'get',
  path: '/auth/oidc/callback',
  operationId: 'finishOidcSignIn',
  security: publicSecurity,
  tags,
  summary: 'The provider’s redirect back',
  description:
    'The state is taken (once), the code exchanged with its PKCE verifier, and the ID token verified (signature, issuer, audience, expiry, nonce). Always redirects to the web app’s `/signin/oidc` page with, after `#`: `ticket=…` to redeem with POST /api/auth/oidc/session; `link=…&email=…` when an account has that address (its password or passkey links it, POST /api/auth/oidc/link); `linked=1` when a flow started from Settings linked the provider account; or `error=` `oidc_state_invalid`, `oidc_failed`, `oidc_email_unverified`, `identity_taken`, `email_taken` or `rate_limited`. A verified address nobody has creates the account (the trial as a verified sign-up gets it); nothing is created when a check fails.',
  request: { query: CallbackQuerySchema },
  responses: {
    302: redirect('To the web app’s /signin/oidc page'),
    ...errorResponses(404),
  },
});

export const oidcSession = createRoute({
  method: 'post',
  path: '/auth/oidc/session',
  operationId: 'redeemOidcSignIn',
  security: publicSecurity,
  tags,
  summary: 'The callback’s ticket for a session token',
  description:
    'Works once, within 10 minutes of the callback: the answer’s token signs the account in (a session like password sign-in’s, in the activity log). 400 `oidc_state_invalid` for a used, expired or unknown ticket.',
  request: {
    body: jsonBody(OidcTicketSchema, undefined, { ticket: 'r8Jq2vXo5bN1cT7mWd4sLk9yPa3eHf6u' }),
  },
  responses: {
    200: jsonContent(TokenSchema, 'Signed in'),
    400: errorResponse(400, 'Invalid input, or a used, expired or unknown ticket', [
      'validation_error',
      'invalid_json',
      'oidc_state_invalid',
    ]),
    ...errorResponses(404, 413, 415),
  },
});

export const oidcLink = createRoute({
  method: 'post',
  path: '/auth/oidc/link',
  operationId: 'linkOidcSignIn',
  security: publicSecurity,
  tags,
  summary:
    'Link the provider account to the account with its address, with that account’s password or passkey',
  description:
    'An account already has the address the provider verified: its password, or an assertion by one of its passkeys (options from POST /api/auth/passkey/options; another account’s passkey does not count), proves the owner, links the provider account and signs in (no silent takeover). A wrong password or a failing passkey answers 401 and keeps the ticket for another try until it expires; limited like sign-in (the same counters: 429 with Retry-After).',
  request: {
    body: jsonBody(OidcLinkSchema, undefined, {
      ticket: 'r8Jq2vXo5bN1cT7mWd4sLk9yPa3eHf6u',
      password: 'Correct-Horse-7',
    }),
  },
  responses: {
    200: jsonContent(TokenSchema, 'Linked and signed in'),
    400: errorResponse(400, 'Invalid input, or a used, expired or unknown ticket', [
      'validation_error',
      'invalid_json',
      'oidc_state_invalid',
    ]),
    401: errorResponse(401, 'Wrong password, or a passkey that does not prove the owner', [
      'invalid_credentials',
    ]),
    409: errorResponse(409, 'The provider account is linked to an account already', ['conflict']),
    ...errorResponses(404, 413, 415, 429),
  },
});

export const oidcLinkStart = createRoute({
  method: 'post',
  path: '/auth/oidc/link-start',
  operationId: 'startOidcLink',
  tags,
  summary: 'Link the provider to the signed-in account (from Settings)',
  description: `The provider’s URL to send the browser to, for a flow bound to this session: the callback links the provider account to this user while the session lives, and its redirect to the web app’s \`/signin/oidc\` page carries \`linked=1\`, or \`error=identity_taken\` when the provider account is linked to another account (nothing changes). A signed-in session only (a personal access token answers 403). ${NEEDS_CONFIRMATION} 404 when no provider is configured.`,
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  responses: {
    200: jsonContent(
      z.object({ url: z.string().openapi({ format: 'uri' }) }).openapi('OidcLinkStart'),
      'Send the browser here',
      { url: 'https://accounts.example.com/authorize?client_id=lumen&state=r8Jq2vXo5bN1cT7m' },
    ),
    403: confirmationRequired,
    ...errorResponses(401, 404, 429),
  },
});

export const signInMethods = createRoute({
  method: 'get',
  path: '/auth/sign-in-methods',
  operationId: 'listSignInMethods',
  tags,
  summary: 'The ways this account signs in',
  description:
    'The password (when the account has one) and the provider accounts linked to it. A signed-in session only (a personal access token answers 403). 404 when no provider is configured.',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  responses: {
    200: jsonContent(SignInMethodsSchema, 'The password and the linked providers', {
      password: true,
      identities: [
        {
          id: '0b6b7a2e-8d2c-4f7e-9a53-3f4b1c2d9e10',
          provider: 'Google',
          email: 'ada@example.com',
          created_at: '2026-11-20T10:00:00.000Z',
          last_used_at: '2026-11-27T09:30:00.000Z',
        },
      ],
    }),
    ...errorResponses(401, 403, 404),
  },
});

export const unlinkSignInMethod = createRoute({
  method: 'delete',
  path: '/auth/sign-in-methods/{id}',
  operationId: 'unlinkSignInMethod',
  tags,
  summary: 'Unlink a provider account',
  description:
    'Only while another way to sign in remains (the password counts as one): 409 `last_sign_in_method` otherwise. A signed-in session only (a personal access token answers 403). Written to the activity log.',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: { params: IdParamsSchema },
  responses: {
    204: { description: 'Unlinked' },
    409: errorResponse(409, 'It is the account’s only way to sign in', ['last_sign_in_method']),
    ...errorResponses(401, 403, 404),
  },
});

export type OidcStartRoute = typeof oidcStart;
export type OidcCallbackRoute = typeof oidcCallback;
export type OidcSessionRoute = typeof oidcSession;
export type OidcLinkRoute = typeof oidcLink;
export type OidcLinkStartRoute = typeof oidcLinkStart;
export type SignInMethodsRoute = typeof signInMethods;
export type UnlinkSignInMethodRoute = typeof unlinkSignInMethod;
