/**
 * Expected failures of the domain. Each has a stable `code` that the server maps to an HTTP
 * status in one place; `message` is the human text (the spec's wording where it has one).
 */
export const DOMAIN_ERROR_CODES = [
  'validation_error',
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
  'verification_token_invalid',
  'already_verified',
  'export_in_progress',
  'quota_exceeded',
  'invalid_image',
  'image_too_large',
  'payload_too_large',
  'oidc_state_invalid',
  'oidc_failed',
  'oidc_email_unverified',
  'last_sign_in_method',
  'confirmation_required',
  'identity_taken',
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

/** One field's problem, as a 400 lists it. */
export interface DomainErrorIssue {
  readonly path: string;
  readonly message: string;
}

/** Why a model produced nothing: a refusal of the prompt, or a failure of the model. */
export type GenerationFailureKind = 'blocked' | 'refused' | 'timeout' | 'provider' | 'malformed';

/** Where a ledger replay stopped (the entry's position), when the error came from one. */
export interface AtEntry {
  readonly index?: number;
}

/**
 * What each code carries besides its message; `undefined` for codes that carry nothing. The edge
 * reads these (issues, Retry-After, a refusal's kind) without casting.
 */
export interface DomainErrorDetails {
  validation_error: { readonly issues?: readonly DomainErrorIssue[]; readonly expected?: unknown };
  invalid_amount: { readonly unitPriceEurCents?: number; readonly totalEurCents?: number };
  invalid_credits: { readonly credits: unknown };
  unsupported_currency: { readonly currency?: string };
  invalid_fx_rates: undefined;
  insufficient_credits: AtEntry & {
    readonly required: number;
    readonly available: number;
    readonly shortfall: number;
  };
  negative_balance: AtEntry & { readonly balance: number; readonly amount: number };
  duplicate_entry: AtEntry & { readonly idempotencyKey: string };
  invalid_entry: AtEntry & { readonly idempotencyKey: string };
  refund_without_debit: AtEntry & { readonly generationId: string };
  ledger_mismatch: { readonly balance: number; readonly sum: number };
  email_taken: undefined;
  invalid_credentials: undefined;
  unauthorized: undefined;
  not_found: undefined;
  quote_expired: undefined;
  conflict: { readonly orderId?: string };
  rate_limited: { readonly retryAfterSeconds: number };
  invalid_signature: undefined;
  /** `cause`: the provider's own words, for the log only. */
  payment_failed: { readonly cause?: string };
  /** `reason`, `status` and `cause` are the provider's, for the log only. */
  generation_failed: {
    readonly kind?: GenerationFailureKind;
    readonly provider?: string;
    readonly reason?: string;
    readonly status?: number;
    readonly cause?: string;
  };
  model_unavailable: { readonly model?: string };
  idempotency_key_reused: undefined;
  idempotency_key_in_use: { readonly retryAfterSeconds: number };
  reset_token_invalid: undefined;
  verification_token_invalid: undefined;
  already_verified: undefined;
  export_in_progress: { readonly retryAfterSeconds: number };
  /** Which of the account's saved-content limits the save would pass, and that limit. */
  quota_exceeded: { readonly quota: 'items' | 'bytes'; readonly limit: number };
  /** An upload that is no PNG, JPEG or WebP picture (whatever its name or declared type). */
  invalid_image: { readonly issues?: readonly DomainErrorIssue[] };
  /** An upload with more pixels on a side than allowed. */
  image_too_large: { readonly issues?: readonly DomainErrorIssue[]; readonly maxSide?: number };
  /** An upload's file larger than allowed. */
  payload_too_large: { readonly issues?: readonly DomainErrorIssue[]; readonly maxBytes?: number };
  oidc_state_invalid: undefined;
  /** `reason` and `detail`: which check refused the provider's answer, for the log only. */
  oidc_failed: { readonly reason?: string; readonly detail?: string };
  oidc_email_unverified: undefined;
  last_sign_in_method: undefined;
  /** A sensitive step wants the password or a passkey given again from this session. */
  confirmation_required: undefined;
  /** The provider account is linked to another account. */
  identity_taken: undefined;
}

/** The details argument: optional where the code carries nothing or only optional fields. */
type DetailsArgs<C extends DomainErrorCode> = DomainErrorDetails[C] extends undefined
  ? []
  : Partial<DomainErrorDetails[C]> extends DomainErrorDetails[C]
    ? [details?: DomainErrorDetails[C]]
    : [details: DomainErrorDetails[C]];

export class DomainError<C extends DomainErrorCode = DomainErrorCode> extends Error {
  override readonly name = 'DomainError';
  readonly code: C;
  readonly details: DomainErrorDetails[C] | undefined;

  constructor(code: C, message: string, ...[details]: DetailsArgs<C>) {
    super(message);
    this.code = code;
    this.details = details as DomainErrorDetails[C] | undefined;
  }

  /** Narrows to one code, so its details are typed. */
  is<K extends DomainErrorCode>(code: K): this is DomainError<K> {
    return (this.code as DomainErrorCode) === code;
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
  ...details: DetailsArgs<C>
): Err<DomainError<C>> {
  return err(new DomainError(code, message, ...details));
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
  at: AtEntry = {},
): DomainError<'insufficient_credits'> {
  const shortfall = Math.max(0, required - available);
  return new DomainError(
    'insufficient_credits',
    `Insufficient credits: need ${shortfall} more credits`,
    { required, available, shortfall, ...at },
  );
}
