import {
  DEFAULT_CREDIT_PRICE_EUR_CENTS,
  DISCOUNT_TIERS,
  MAX_PAYMENT_AMOUNT_EUR_CENTS,
  MAX_TOPUP_CREDITS,
  MIN_PAYMENT_AMOUNT_EUR_CENTS,
  MIN_TOPUP_CREDITS,
} from '../shared/constants';
import { domainErr, ok, type Result } from '../shared/errors';
import {
  type Cents,
  type Currency,
  formatAmount,
  isCurrency,
  multiplyCents,
  percentOfCents,
} from '../shared/money';

/** Units of a currency per 1 EUR. EUR itself is always 1. */
export type FxRateTable = Readonly<Record<Currency, number>>;

/** The static table used when FX_RATES is not set. */
export const DEFAULT_FX_RATES: FxRateTable = { EUR: 1, USD: 1.08, GBP: 0.85 };

/** 0 under 100 credits, 5 for 100–299, 8 from 300. */
export function discountPercentFor(credits: number): number {
  for (const tier of DISCOUNT_TIERS) {
    if (credits >= tier.minCredits) return tier.percent;
  }
  return 0;
}

export function isValidCredits(credits: number): boolean {
  return Number.isInteger(credits) && credits >= MIN_TOPUP_CREDITS && credits <= MAX_TOPUP_CREDITS;
}

export function isValidPaymentAmountEurCents(cents: Cents): boolean {
  return (
    Number.isInteger(cents) &&
    cents >= MIN_PAYMENT_AMOUNT_EUR_CENTS &&
    cents <= MAX_PAYMENT_AMOUNT_EUR_CENTS
  );
}

export interface PriceInput {
  readonly credits: number;
  readonly currency: Currency;
  /** Defaults to DEFAULT_FX_RATES. */
  readonly rates?: Partial<FxRateTable>;
  /** Price of one credit in EUR cents; defaults to 10 (€0.10). */
  readonly unitPriceEurCents?: Cents;
}

/** The full price computation, in cents: what the server stores and recomputes. */
export interface PriceBreakdown {
  readonly credits: number;
  readonly currency: Currency;
  readonly unitPriceEurCents: Cents;
  readonly rate: number;
  readonly baseEurCents: Cents;
  readonly discountPercentage: number;
  /** In EUR, like the base amount. */
  readonly discountEurCents: Cents;
  /** base − discount, in EUR: the amount checked against the 0.01–8000 EUR payment limits. */
  readonly totalEurCents: Cents;
  /** total × rate, rounded half-up to cents: what the customer pays, in `currency`. */
  readonly convertedCents: Cents;
}

/** The quote as the API and the web app see it (SPEC §3): money as 2-decimal strings. */
export interface Quote {
  readonly id: string;
  readonly credits: number;
  readonly currency: Currency;
  /** The base amount in EUR, for the record (SPEC §3). */
  readonly baseAmountEur: string;
  readonly discountPercentage: number;
  /** The discount in EUR, for the record (SPEC §3). */
  readonly discount: string;
  /** The base amount in `currency`. */
  readonly baseAmount: string;
  /** The discount in `currency`: baseAmount − discountAmount = convertedAmount exactly. */
  readonly discountAmount: string;
  /** What the customer pays, in `currency`. */
  readonly convertedAmount: string;
}

export function priceCredits(input: PriceInput): Result<PriceBreakdown> {
  const { credits, currency } = input;
  const unitPriceEurCents = input.unitPriceEurCents ?? DEFAULT_CREDIT_PRICE_EUR_CENTS;
  if (!isValidCredits(credits)) {
    return domainErr('invalid_credits', 'Enter a valid amount (1-10,000 credits)', { credits });
  }
  if (!Number.isSafeInteger(unitPriceEurCents) || unitPriceEurCents <= 0) {
    return domainErr('invalid_amount', 'The price of a credit must be a positive amount', {
      unitPriceEurCents,
    });
  }
  if (!isCurrency(currency)) {
    return domainErr('unsupported_currency', `Unsupported currency: ${String(currency)}`);
  }
  const rate = currency === 'EUR' ? 1 : (input.rates ?? DEFAULT_FX_RATES)[currency];
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) {
    return domainErr('unsupported_currency', `No exchange rate for ${currency}`, { currency });
  }
  const baseEurCents = credits * unitPriceEurCents;
  const discountPercentage = discountPercentFor(credits);
  const discountEurCents = percentOfCents(baseEurCents, discountPercentage);
  const totalEurCents = baseEurCents - discountEurCents;
  if (!isValidPaymentAmountEurCents(totalEurCents)) {
    const message =
      totalEurCents < MIN_PAYMENT_AMOUNT_EUR_CENTS
        ? 'Minimum amount is €0.01'
        : 'Maximum amount is €8,000';
    return domainErr('invalid_amount', message, { totalEurCents });
  }
  return ok({
    credits,
    currency,
    unitPriceEurCents,
    rate,
    baseEurCents,
    discountPercentage,
    discountEurCents,
    totalEurCents,
    convertedCents: multiplyCents(totalEurCents, rate),
  });
}

/**
 * The base and the discount in the quote's currency. The base is converted on its own (half-up
 * to cents); the discount is what separates it from the converted total, so base − discount is
 * exactly what is paid whatever the rounding did. (Derived, not stored: quotes already in the
 * store need no new fields.)
 */
export function convertedLines(
  price: Pick<PriceBreakdown, 'baseEurCents' | 'rate' | 'convertedCents'>,
): { baseCents: Cents; discountCents: Cents } {
  const baseCents = multiplyCents(price.baseEurCents, price.rate);
  return { baseCents, discountCents: baseCents - price.convertedCents };
}

export function toQuote(id: string, price: PriceBreakdown): Quote {
  const lines = convertedLines(price);
  return {
    id,
    credits: price.credits,
    currency: price.currency,
    baseAmountEur: formatAmount(price.baseEurCents),
    discountPercentage: price.discountPercentage,
    discount: formatAmount(price.discountEurCents),
    baseAmount: formatAmount(lines.baseCents),
    discountAmount: formatAmount(lines.discountCents),
    convertedAmount: formatAmount(price.convertedCents),
  };
}

const RATE_ENTRY = /^([A-Za-z]{3})\s*=\s*(\d+(?:\.\d+)?)$/;

/**
 * Parses the FX_RATES env format `USD=1.08,GBP=0.85` over a base table (default: the static
 * one). EUR is the base currency: it may be listed only as 1. Unknown codes, malformed or
 * non-positive rates and repeated codes are refused, so a typo never prices silently.
 */
export function parseFxRates(
  text: string,
  base: FxRateTable = DEFAULT_FX_RATES,
): Result<FxRateTable> {
  const rates: Record<Currency, number> = { ...base, EUR: 1 };
  const seen = new Set<string>();
  const entries = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  for (const entry of entries) {
    const match = RATE_ENTRY.exec(entry);
    const code = match?.[1]?.toUpperCase();
    const rate = Number(match?.[2]);
    if (!match || code === undefined) {
      return domainErr('invalid_fx_rates', `FX_RATES: cannot read "${entry}" (expected CODE=rate)`);
    }
    if (!isCurrency(code)) {
      return domainErr('invalid_fx_rates', `FX_RATES: unsupported currency ${code}`);
    }
    if (seen.has(code)) {
      return domainErr('invalid_fx_rates', `FX_RATES: ${code} is listed twice`);
    }
    seen.add(code);
    if (!(rate > 0) || !Number.isFinite(rate)) {
      return domainErr('invalid_fx_rates', `FX_RATES: the rate of ${code} must be positive`);
    }
    if (code === 'EUR' && rate !== 1) {
      return domainErr('invalid_fx_rates', 'FX_RATES: EUR is the base currency, its rate is 1');
    }
    rates[code] = rate;
  }
  return ok(rates);
}
