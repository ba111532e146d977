import { createRoute, z } from '@hono/zod-openapi';
import { IdParamsSchema } from '../../lib/params';
import {
  bearerSecurity,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonContent,
  publicSecurity,
} from '../../lib/route-helpers';
import { requireAuth } from '../../middlewares/auth';
import { TokenSchema } from '../auth/auth.routes';

const tags = ['Passkeys'];
const SESSION_ONLY = 'Needs a signed-in session: a personal access token gets 403.';

const passkeyName = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters')
  .openapi({ example: 'MacBook Touch ID' });

export const PasskeySchema = z
  .object({
    id: z.string(),
    name: passkeyName,
    created_at: z.string().openapi({ format: 'date-time' }),
    last_used_at: z.string().nullable().openapi({ format: 'date-time' }),
  })
  .openapi('Passkey');

/** What @simplewebauthn/browser's startRegistration / startAuthentication take. */
const CeremonyOptionsSchema = z.record(z.string(), z.unknown()).openapi('WebAuthnOptions', {
  description:
    'PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON (WebAuthn Level 3), for navigator.credentials',
});

/** What the browser answered (RegistrationResponseJSON / AuthenticationResponseJSON). */
export const CredentialResponseSchema = z
  .looseObject({
    id: z.string().min(1).max(1024),
    rawId: z.string().max(1024),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
  })
  .openapi('WebAuthnResponse', {
    description: 'The credential the browser returned, as JSON (base64url fields)',
  });

export const list = createRoute({
  method: 'get',
  path: '/passkeys',
  operationId: 'listPasskeys',
  tags,
  summary: 'The signed-in user’s passkeys, newest first',
  description: SESSION_ONLY,
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  responses: {
    200: jsonContent(z.object({ passkeys: z.array(PasskeySchema) }), 'Newest first'),
    ...errorResponses(401, 403),
  },
});

export const registrationOptions = createRoute({
  method: 'post',
  path: '/passkeys/registration-options',
  operationId: 'passkeyRegistrationOptions',
  tags,
  summary: 'Start registering a passkey',
  description: `Options for the browser to create a discoverable credential for this site (PUBLIC_URL's host is the relying party). The challenge is single use and expires after 5 minutes; the user's passkeys are excluded. ${SESSION_ONLY}`,
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  responses: {
    200: jsonContent(CeremonyOptionsSchema, 'Pass to startRegistration({ optionsJSON })'),
    ...errorResponses(401, 403),
    409: errorResponse(409, 'The account has the most passkeys it may keep', ['conflict']),
  },
});

export const register = createRoute({
  method: 'post',
  path: '/passkeys',
  operationId: 'registerPasskey',
  tags,
  summary: 'Finish registering a passkey',
  description: `Verifies the browser's answer against the challenge (spent by this call, whatever the outcome), this site's origin and relying party, and keeps the passkey under the name given. ${SESSION_ONLY}`,
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: {
    body: jsonBody(
      z.object({ name: passkeyName, response: CredentialResponseSchema }).openapi('PasskeyCreate'),
    ),
  },
  responses: {
    201: jsonContent(PasskeySchema, 'Kept'),
    ...errorResponses(400, 401, 403, 413, 415),
    409: errorResponse(409, 'This passkey is already registered', ['conflict']),
  },
});

export const rename = createRoute({
  method: 'patch',
  path: '/passkeys/{id}',
  operationId: 'renamePasskey',
  tags,
  summary: 'Rename a passkey',
  description: `Another user's passkey: 404. ${SESSION_ONLY}`,
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: {
    params: IdParamsSchema,
    body: jsonBody(z.object({ name: passkeyName }).openapi('PasskeyRename')),
  },
  responses: {
    204: { description: 'Renamed' },
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

export const remove = createRoute({
  method: 'delete',
  path: '/passkeys/{id}',
  operationId: 'removePasskey',
  tags,
  summary: 'Remove a passkey',
  description: `It signs nobody in afterwards. Another user's passkey: 404. ${SESSION_ONLY}`,
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: { params: IdParamsSchema },
  responses: {
    204: { description: 'Removed' },
    ...errorResponses(401, 403, 404),
  },
});

export const signInOptions = createRoute({
  method: 'post',
  path: '/auth/passkey/options',
  operationId: 'passkeySignInOptions',
  security: publicSecurity,
  tags: ['Auth'],
  summary: 'Start a passkey sign-in',
  description:
    'Options for the browser to sign in with any passkey of this site (no account named), and the id the single-use challenge is kept under for 5 minutes.',
  responses: {
    200: jsonContent(
      z
        .object({ challenge_id: z.string(), options: CeremonyOptionsSchema })
        .openapi('PasskeySignInOptions'),
      'Pass options to startAuthentication({ optionsJSON }) and send challenge_id back',
    ),
    ...errorResponses(429),
  },
});

export const signIn = createRoute({
  method: 'post',
  path: '/auth/passkey',
  operationId: 'signInWithPasskey',
  security: publicSecurity,
  tags: ['Auth'],
  summary: 'Sign in with a passkey',
  description:
    'Verifies the browser’s assertion against the challenge (spent by this call), the passkey’s public key and this site, and signs its account in. Limited like a password sign-in (20 attempts per IP per minute, 5 failures per account per 15 minutes; 429 with Retry-After). An unknown, removed or failing passkey answers 401.',
  request: {
    body: jsonBody(
      z
        .object({ challenge_id: z.string().min(1).max(128), response: CredentialResponseSchema })
        .openapi('PasskeySignIn'),
    ),
  },
  responses: {
    200: jsonContent(TokenSchema, 'Signed in'),
    ...errorResponses(400, 401, 413, 415, 429),
  },
});

export type ListRoute = typeof list;
export type RegistrationOptionsRoute = typeof registrationOptions;
export type RegisterRoute = typeof register;
export type RenameRoute = typeof rename;
export type RemoveRoute = typeof remove;
export type SignInOptionsRoute = typeof signInOptions;
export type SignInRoute = typeof signIn;
