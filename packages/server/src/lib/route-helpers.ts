import { z } from '@hono/zod-openapi';
import type { ZodType } from 'zod';
import { type ErrorBody, ErrorSchema } from './http-errors';

/** OpenAPI building blocks shared by every `*.routes.ts`. */

/** A JSON answer; `example` when the one sampled from the schema would not read well. */
export const jsonContent = <T extends ZodType>(
  schema: T,
  description: string,
  example?: z.input<T>,
) => ({
  content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } },
  description,
});

/** A JSON request body; `example` when the one sampled from the schema would not read well. */
export const jsonBody = <T extends ZodType>(
  schema: T,
  description?: string,
  example?: z.input<T>,
) => ({
  content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } },
  required: true,
  ...(description ? { description } : {}),
});

/**
 * Every `error` code the API answers with and a typical message. The document lists,
 * for each error response, the codes it may carry (as named examples), so a client can branch on
 * the code without reading prose.
 */
export const ERROR_CODES = {
  validation_error: 'Password is required',
  invalid_json: 'Malformed JSON in request body',
  unsupported_currency: 'Unsupported currency: JPY',
  invalid_signature: 'Invalid or missing signature',
  unauthorized: 'Unauthorized',
  invalid_credentials: 'Invalid email or password',
  insufficient_credits: 'Insufficient credits: need 4 more credits',
  forbidden: 'This token’s scope does not allow this request',
  not_found: 'Not found',
  email_taken: 'An account with this email already exists',
  conflict: 'Conflict',
  idempotency_key_in_use: 'A request with this Idempotency-Key is still being processed',
  payload_too_large: 'Request body is larger than 1 MB',
  unsupported_media_type: 'Content-Type must be application/json',
  generation_failed: 'The model could not generate this request',
  idempotency_key_reused: 'This Idempotency-Key was used with a different request',
  rate_limited: 'Too many sign-in attempts. Please try again later.',
  internal_error: 'Internal Server Error',
  model_unavailable: 'Model gemini is not configured',
  service_unavailable: 'Temporarily unavailable, please try again',
  payment_failed: 'Payment initiation failed',
  retry_later: 'The payment could not be reconciled yet',
  reset_token_invalid: 'This reset link is invalid, expired or already used. Ask for a new one.',
  verification_token_invalid:
    'This verification link is invalid, expired or already used. Ask for a new one.',
  already_verified: 'Your e-mail address is already verified.',
  export_in_progress:
    'An export of this account is already being downloaded. Try again when it has finished.',
  quota_exceeded:
    'Your library is full: it can hold 10000 saved texts and images. Delete some to save more.',
  invalid_image: 'The file is not a PNG, JPEG or WebP image',
  image_too_large: 'The image is larger than 4096 px on a side',
  oidc_state_invalid: 'This sign-in has expired or was already used. Please start again.',
  oidc_failed: 'The sign-in provider’s answer could not be verified. Please try again.',
  oidc_email_unverified:
    'Your Google account’s e-mail address is not verified, so it cannot sign you in here.',
  last_sign_in_method: 'This is your only way to sign in: add another before removing it.',
  confirmation_required: 'Confirm it is you: enter your password or use a passkey.',
  identity_taken: 'This Google account is linked to another Lumen account.',
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** What each status means, and the codes it carries unless a route names its own. */
const ERROR_STATUSES = {
  400: {
    description: 'Invalid input: `message` is the first problem, `issues` lists them all',
    codes: ['validation_error', 'invalid_json'],
  },
  401: {
    description: 'No, expired or revoked token',
    codes: ['unauthorized'],
  },
  402: { description: 'Not enough credits: nothing was charged', codes: ['insufficient_credits'] },
  403: { description: 'The token’s scope does not allow this request', codes: ['forbidden'] },
  404: { description: 'Not found, or not yours', codes: ['not_found'] },
  409: { description: 'Conflict', codes: ['conflict'] },
  413: { description: 'Request body larger than 1 MB', codes: ['payload_too_large'] },
  415: { description: 'Request body is not JSON', codes: ['unsupported_media_type'] },
  422: { description: 'The request cannot be processed', codes: ['generation_failed'] },
  429: { description: 'Too many attempts; see the Retry-After header', codes: ['rate_limited'] },
  500: {
    description: 'Unexpected failure: no internals are disclosed',
    codes: ['internal_error'],
  },
  502: { description: 'An upstream provider failed', codes: ['generation_failed'] },
  503: {
    description: 'Temporarily unavailable; see the Retry-After header',
    codes: ['service_unavailable'],
  },
} as const satisfies Record<number, { description: string; codes: readonly ErrorCode[] }>;

export type ErrorStatus = keyof typeof ERROR_STATUSES;

function errorExample(code: ErrorCode): ErrorBody {
  const message = ERROR_CODES[code];
  if (code !== 'validation_error') return { error: code, message };
  return { error: code, message, issues: [{ path: 'password', message }] };
}

/**
 * One error response: the shared `{ error, message, issues? }` body, described, with one named
 * example per code it may carry (the status's usual codes unless `codes` names them).
 */
export function errorResponse(
  status: ErrorStatus,
  description: string = ERROR_STATUSES[status].description,
  codes: readonly ErrorCode[] = ERROR_STATUSES[status].codes,
) {
  const list = codes.map((code) => `\`${code}\``).join(', ');
  return {
    description: `${description}. Codes: ${list}.`,
    content: {
      'application/json': {
        schema: ErrorSchema,
        examples: Object.fromEntries(
          codes.map((code) => [code, { summary: code, value: errorExample(code) }]),
        ),
      },
    },
  };
}

export function errorResponses<const S extends readonly ErrorStatus[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse(status)])) as {
    [K in S[number]]: ReturnType<typeof errorResponse>;
  };
}

/** The security requirement of every route behind the bearer token. */
export const bearerSecurity = [{ bearerAuth: [] }];

/** Declares, on purpose, that a route needs no credentials. */
export const publicSecurity: { [name: string]: string[] }[] = [];

type OpenApiMethod = (this: ZodType, refId: string) => ZodType;

/**
 * Names a schema as an OpenAPI component. zod 4 copies methods onto each instance when it is
 * built, so schemas the domain built before @hono/zod-openapi extended zod lack `.openapi`;
 * calling the method from the prototype works whatever the import order.
 */
export function named<T extends ZodType>(schema: T, refId: string): T {
  const openapi = (z.ZodType.prototype as unknown as { openapi: OpenApiMethod }).openapi;
  return openapi.call(schema, refId) as T;
}

/** The trial part of the balance, on /api/auth/me's user and on /api/profile. */
export const TrialSchema = z.object({
  trial_credits: z
    .number()
    .int()
    .openapi({ description: 'Trial credits left, already inside credits_balance; 0 when none' }),
  trial_expires_at: z.string().nullable().openapi({
    format: 'date-time',
    description: 'When the trial credits left lapse; null when none are left or no trial',
  }),
});
