import { CacheUnavailableError } from '@lumen/adapters';
import { DomainError, type DomainErrorCode } from '@lumen/domain';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { ApiError, type ApiErrorStatus, type ErrorBody, validationBody } from '../lib/http-errors';
import type { AppBindings } from '../lib/types';

/**
 * Every expected domain failure, mapped to HTTP in one place. 500s are our own bugs (the body
 * says no more than 'internal_error'); 502s are a provider's failure (logged with its cause).
 */
const DOMAIN_STATUS: Record<DomainErrorCode, DomainStatus> = {
  validation_error: 400,
  invalid_amount: 400,
  invalid_credits: 400,
  unsupported_currency: 400,
  invalid_entry: 400,
  reset_token_invalid: 400,
  verification_token_invalid: 400,
  invalid_signature: 401,
  invalid_credentials: 401,
  unauthorized: 401,
  insufficient_credits: 402,
  negative_balance: 402,
  not_found: 404,
  quote_expired: 404,
  duplicate_entry: 409,
  email_taken: 409,
  already_verified: 409,
  conflict: 409,
  rate_limited: 429,
  export_in_progress: 429,
  quota_exceeded: 409,
  invalid_image: 400,
  image_too_large: 400,
  payload_too_large: 413,
  oidc_state_invalid: 400,
  oidc_failed: 400,
  oidc_email_unverified: 400,
  last_sign_in_method: 409,
  confirmation_required: 403,
  identity_taken: 409,
  idempotency_key_reused: 422,
  idempotency_key_in_use: 409,
  model_unavailable: 503,
  payment_failed: 502,
  generation_failed: 502,
  invalid_fx_rates: 500,
  refund_without_debit: 500,
  ledger_mismatch: 500,
};

type DomainStatus = ApiErrorStatus | 502;

/**
 * A model that refused the prompt (a safety block, an answer without an image) is the request's
 * problem, not the model's: 422, with the reason as the message.
 */
function statusOf(error: DomainError): DomainStatus {
  if (error.is('generation_failed')) {
    const kind = error.details?.kind;
    if (kind === 'blocked' || kind === 'refused') return 422;
  }
  return DOMAIN_STATUS[error.code];
}

function retryAfterOf(error: DomainError): number | undefined {
  // A throttled caller always learns when to come back; the limiter says, else a minute.
  if (error.is('rate_limited')) return error.details?.retryAfterSeconds ?? 60;
  if (error.is('idempotency_key_in_use')) return error.details?.retryAfterSeconds;
  if (error.is('export_in_progress')) return error.details?.retryAfterSeconds ?? 30;
  return undefined;
}

function issuesOf(error: DomainError): ErrorBody['issues'] {
  const issues =
    error.is('validation_error') ||
    error.is('invalid_image') ||
    error.is('image_too_large') ||
    error.is('payload_too_large')
      ? error.details?.issues
      : undefined;
  return issues?.map(({ path, message }) => ({ path, message }));
}

/** The one answer to a domain error: its status and the `{ error, message, issues? }` body. */
export function domainErrorResponse(c: Context<AppBindings>, error: DomainError) {
  const status = statusOf(error);
  if (status === 500) return internal(c, error);
  if (status === 502) logProviderFailure(c, error);
  const issues = issuesOf(error);
  return send(
    c,
    status,
    { error: error.code, message: error.message, ...(issues ? { issues } : {}) },
    retryAfterOf(error),
  );
}

const HTTP_EXCEPTION_CODES: Partial<Record<number, { code: string; message: string }>> = {
  400: { code: 'invalid_json', message: 'Malformed JSON in request body' },
  401: { code: 'unauthorized', message: 'Unauthorized' },
  404: { code: 'not_found', message: 'Not found' },
  405: { code: 'method_not_allowed', message: 'Method not allowed' },
  413: { code: 'payload_too_large', message: 'Request body is larger than 1 MB' },
  415: { code: 'unsupported_media_type', message: 'Content-Type must be application/json' },
};

function send(c: Context, status: number, body: ErrorBody, retryAfterSeconds?: number) {
  if (retryAfterSeconds !== undefined) {
    c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  }
  c.header('Cache-Control', 'no-store');
  return c.json(body, status as ContentfulStatusCode);
}

export const onError: ErrorHandler<AppBindings> = (error, c) => {
  if (error instanceof ApiError) {
    return send(
      c,
      error.status,
      {
        error: error.code,
        message: error.message,
        ...(error.extra.issues ? { issues: error.extra.issues } : {}),
      },
      error.extra.retryAfterSeconds,
    );
  }
  if (error instanceof DomainError) return domainErrorResponse(c, error);
  if (error instanceof ZodError) {
    // A schema applied inside a use case (not at the edge) failed: still the caller's input.
    return send(c, 400, validationBody(error));
  }
  if (error instanceof CacheUnavailableError) {
    // Redis is down or hanging and this call cannot do without it (quotes): try again soon.
    return send(
      c,
      503,
      { error: 'service_unavailable', message: 'Temporarily unavailable, please try again' },
      5,
    );
  }
  if (error instanceof HTTPException) {
    const known = HTTP_EXCEPTION_CODES[error.status];
    if (known) return send(c, error.status, { error: known.code, message: known.message });
    if (error.status < 500) {
      return send(c, error.status, { error: 'http_error', message: error.message || 'Error' });
    }
  }
  return internal(c, error);
};

/**
 * A provider we call (the payment gateway, a model) failed: the caller gets our code and message
 * (never the provider's internals) and the log says whose failure it was, with its cause.
 */
function logProviderFailure(c: Context<AppBindings>, error: DomainError) {
  const cause =
    error.is('payment_failed') || error.is('generation_failed') ? error.details?.cause : undefined;
  console.error(
    `[${c.get('requestId') ?? '-'}] provider failure (${error.code}): ${error.message}`,
    cause ?? '',
  );
}

function internal(c: Context<AppBindings>, error: unknown) {
  const logger = c.get('deps')?.logger;
  if (logger) logger.error({ reqId: c.get('requestId'), err: error }, 'unhandled error');
  else console.error(`[${c.get('requestId') ?? '-'}] unhandled error`, error);
  return send(c, 500, { error: 'internal_error', message: 'Internal Server Error' });
}

export const apiNotFound: NotFoundHandler = (c) =>
  send(c, 404, { error: 'not_found', message: 'Not found' });
