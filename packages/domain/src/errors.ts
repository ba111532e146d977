/**
 * Expected failures of the domain. Each has a stable `code` that the server maps to an HTTP
 * status in one place; `message` is the human text (the spec's wording where it has one).
 */
export const DOMAIN_ERROR_CODES = [
  'validation_failed',
  'invalid_amount',
  'invalid_credits',
  'unsupported_currency',
  'invalid_fx_rates',
  'insufficient_credits',
  'negative_balance',
  'duplicate_entry',
  'invalid_entry',
  'refund_without_debit',
  'ledger_mismatch',
  'email_taken',
  'invalid_credentials',
  'unauthorized',
  'not_found',
  'quote_expired',
  'conflict',
  'rate_limited',
  'invalid_signature',
  'payment_failed',
  'generation_failed',
  'model_unavailable',
  'idempotency_key_reused',
  'idempotency_key_in_use',
  'reset_token_invalid',
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export class DomainError<C extends DomainErrorCode = DomainErrorCode> extends Error {
  override readonly name = 'DomainError';
  readonly code: C;
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(code: C, message: string, details?: Record<string, unknown>) {
    super(message);
    this.code = code;
    this.details = details;
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}

export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E> = { readonly ok: false; readonly error: E };
export type Result<T, E = DomainError> = Ok<T> | Err<E>;

export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

export function err<E>(error: E): Err<E> {
  return { ok: false, error };
}

export function domainErr<C extends DomainErrorCode>(
  code: C,
  message: string,
  details?: Record<string, unknown>,
): Err<DomainError<C>> {
  return err(new DomainError(code, message, details));
}

/** Returns the value or throws the error: for callers (and tests) that treat failure as a bug. */
export function unwrap<T, E>(result: Result<T, E>): T {
  if (result.ok) return result.value;
  throw result.error;
}

/** SPEC §8: the insufficient-balance wording, 'need N more credits'. */
export function insufficientCredits(
  required: number,
  available: number,
): DomainError<'insufficient_credits'> {
  const shortfall = Math.max(0, required - available);
  return new DomainError(
    'insufficient_credits',
    `Insufficient credits: need ${shortfall} more credits`,
    { required, available, shortfall },
  );
}
