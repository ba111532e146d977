import { DomainError, domainErr, ok, type Result } from './errors';

export const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'EUR';

/** Integer minor units (cents, pence). Never a float inside the domain. */
export type Cents = number;

export interface Money {
  readonly cents: Cents;
  readonly currency: Currency;
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

export function money(cents: Cents, currency: Currency): Money {
  assertCents(cents);
  return { cents, currency };
}

export function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Amount must be a whole number of minor units, got ${cents}`);
  }
}

/** Cents to the 2-decimal string used at every edge: 950 -> "9.50", -5 -> "-0.05". */
export function formatAmount(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

const AMOUNT_PATTERN = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * Parses a decimal string with at most 2 decimals ("9.50", "9.5", "9", "-0.05") into cents.
 * Numbers with more decimals are refused rather than rounded: an amount is exact or wrong.
 */
export function parseAmount(text: string): Result<Cents> {
  const match = AMOUNT_PATTERN.exec(text.trim());
  if (!match) {
    return domainErr('invalid_amount', `Invalid amount: ${JSON.stringify(text)}`);
  }
  const [, minus, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return ok(minus && cents !== 0 ? -cents : cents);
}

/** Like parseAmount, for values already known to be valid (config defaults, tests). */
export function amountToCents(text: string): Cents {
  const result = parseAmount(text);
  if (!result.ok) throw result.error;
  return result.value;
}

/**
 * Half-up rounding of numerator/denominator to an integer (half away from zero for negatives),
 * in exact integer arithmetic so 0.5 is never 0.49999….
 */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const rounded = (abs * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/** Decimal places kept from an FX rate or any other multiplier. */
export const RATE_SCALE = 1_000_000n;

/** A finite non-negative multiplier as an exact integer number of millionths. */
export function rateToMicros(rate: number): bigint {
  if (!Number.isFinite(rate) || rate < 0) {
    throw new DomainError('invalid_fx_rates', `Invalid rate: ${rate}`);
  }
  return BigInt(Math.round(rate * Number(RATE_SCALE)));
}

/** cents × rate, rounded half-up to whole cents. The rate is taken to 6 decimals. */
export function multiplyCents(cents: Cents, rate: number): Cents {
  assertCents(cents);
  return Number(divideRoundHalfUp(BigInt(cents) * rateToMicros(rate), RATE_SCALE));
}

/** cents × percent / 100, rounded half-up to whole cents. */
export function percentOfCents(cents: Cents, percent: number): Cents {
  assertCents(cents);
  if (!Number.isInteger(percent)) throw new RangeError('percent must be an integer');
  return Number(divideRoundHalfUp(BigInt(cents) * BigInt(percent), 100n));
}
