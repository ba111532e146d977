import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../shared/errors';
import { CURRENCIES, divideRoundHalfUp } from '../shared/money';
import {
  DEFAULT_FX_RATES,
  discountPercentFor,
  isValidCredits,
  isValidPaymentAmountEurCents,
  parseFxRates,
  priceCredits,
  toQuote,
} from './pricing';

describe('discount tiers (SPEC §9)', () => {
  it.each([
    [1, 0],
    [99, 0],
    [100, 5],
    [299, 5],
    [300, 8],
    [10000, 8],
  ])('%i credits -> %i%%', (credits, percent) => {
    expect(discountPercentFor(credits)).toBe(percent);
  });
});

describe('credits and payment limits', () => {
  it.each([
    [0, false],
    [1, true],
    [99, true],
    [100, true],
    [299, true],
    [300, true],
    [10000, true],
    [10001, false],
    [1.5, false],
    [-1, false],
    [Number.NaN, false],
  ])('credits %d valid: %s', (credits, valid) => {
    expect(isValidCredits(credits)).toBe(valid);
  });

  it.each([
    [0, false],
    [1, true],
    [800000, true],
    [800001, false],
    [1.5, false],
  ])('%d EUR cents payable: %s', (cents, valid) => {
    expect(isValidPaymentAmountEurCents(cents)).toBe(valid);
  });
});

describe('priceCredits and the quote', () => {
  it.each([
    // credits, currency, base €, discount %, discount €, base, discount, converted (in currency)
    [1, 'EUR', '0.10', 0, '0.00', '0.10', '0.00', '0.10'],
    [99, 'EUR', '9.90', 0, '0.00', '9.90', '0.00', '9.90'],
    [100, 'EUR', '10.00', 5, '0.50', '10.00', '0.50', '9.50'],
    [100, 'USD', '10.00', 5, '0.50', '10.80', '0.54', '10.26'], // 9.50 × 1.08
    // 9.50 × 0.85 = 8.075 -> 8.08; the discount is 8.50 − 8.08, not 0.425 rounded on its own
    [100, 'GBP', '10.00', 5, '0.50', '8.50', '0.42', '8.08'],
    [299, 'EUR', '29.90', 5, '1.50', '29.90', '1.50', '28.40'], // 1.495 -> 1.50
    [300, 'EUR', '30.00', 8, '2.40', '30.00', '2.40', '27.60'],
    [300, 'USD', '30.00', 8, '2.40', '32.40', '2.59', '29.81'], // 27.60 × 1.08 = 29.808
    [10000, 'GBP', '1000.00', 8, '80.00', '850.00', '68.00', '782.00'],
  ] as const)(
    '%i credits in %s',
    (credits, currency, baseEur, percent, discountEur, base, discount, converted) => {
      const price = unwrap(priceCredits({ credits, currency }));
      expect(toQuote('q', price)).toEqual({
        id: 'q',
        credits,
        currency,
        baseAmountEur: baseEur,
        discountPercentage: percent,
        discount: discountEur,
        baseAmount: base,
        discountAmount: discount,
        convertedAmount: converted,
      });
    },
  );

  it('in every currency base − discount is what is paid, to the cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10000 }),
        fc.constantFrom(...CURRENCIES),
        fc.double({ min: 0.01, max: 10, noNaN: true }),
        (credits, currency, rate) => {
          const price = priceCredits({ credits, currency, rates: { USD: rate, GBP: rate } });
          if (!price.ok) return;
          const quote = toQuote('q', price.value);
          const cents = (amount: string) => Math.round(Number(amount) * 100);
          expect(cents(quote.baseAmount) - cents(quote.discountAmount)).toBe(
            cents(quote.convertedAmount),
          );
          expect(cents(quote.discountAmount)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('uses the given unit price and rates', () => {
    const price = unwrap(
      priceCredits({ credits: 10, currency: 'USD', unitPriceEurCents: 25, rates: { USD: 2 } }),
    );
    expect(price).toMatchObject({
      baseEurCents: 250,
      totalEurCents: 250,
      convertedCents: 500,
      rate: 2,
      unitPriceEurCents: 25,
    });
  });

  it.each([0, 10001, 1.5, -3])('refuses %d credits with the top-up message', (credits) => {
    const result = priceCredits({ credits, currency: 'EUR' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalid_credits');
      expect(result.error.message).toBe('Enter a valid amount (1-10,000 credits)');
    }
  });

  it('refuses a total above €8,000', () => {
    const result = priceCredits({ credits: 10000, currency: 'EUR', unitPriceEurCents: 100 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalid_amount');
      expect(result.error.message).toBe('Maximum amount is €8,000');
    }
  });

  it('refuses an unknown currency, a missing rate and a bad unit price', () => {
    const unknown = priceCredits({ credits: 1, currency: 'JPY' as never });
    expect(!unknown.ok && unknown.error.code).toBe('unsupported_currency');
    const missing = priceCredits({ credits: 1, currency: 'USD', rates: { GBP: 0.9 } });
    expect(!missing.ok && missing.error.code).toBe('unsupported_currency');
    const zero = priceCredits({ credits: 1, currency: 'USD', rates: { USD: 0 } });
    expect(!zero.ok && zero.error.code).toBe('unsupported_currency');
    const price = priceCredits({ credits: 1, currency: 'EUR', unitPriceEurCents: 0 });
    expect(!price.ok && price.error.code).toBe('invalid_amount');
  });

  it('prices EUR at rate 1 whatever the table says', () => {
    const price = unwrap(priceCredits({ credits: 100, currency: 'EUR', rates: { EUR: 3 } }));
    expect(price.rate).toBe(1);
    expect(price.convertedCents).toBe(950);
  });
});

const creditsArb = fc.integer({ min: 1, max: 10000 });
const currencyArb = fc.constantFrom(...CURRENCIES);
// Rates with up to 4 decimals between 0.0001 and 50.
const rateMicrosArb = fc.integer({ min: 1, max: 500_000 }).map((n) => n * 100);
const unitPriceArb = fc.integer({ min: 1, max: 80 });

describe('pricing properties', () => {
  it('total = base − discount, converted = total × rate rounded half-up, never negative', () => {
    fc.assert(
      fc.property(
        creditsArb,
        currencyArb,
        rateMicrosArb,
        unitPriceArb,
        (credits, currency, micros, unit) => {
          const rate = micros / 1_000_000;
          const result = priceCredits({
            credits,
            currency,
            unitPriceEurCents: unit,
            rates: { USD: rate, GBP: rate },
          });
          if (!result.ok) return;
          const price = result.value;
          expect(price.baseEurCents).toBe(credits * unit);
          expect(price.totalEurCents).toBe(price.baseEurCents - price.discountEurCents);
          expect(price.discountEurCents).toBe(
            Number(divideRoundHalfUp(BigInt(price.baseEurCents * price.discountPercentage), 100n)),
          );
          const effective = currency === 'EUR' ? 1_000_000 : micros;
          // Half-up to cents, checked independently: |converted − exact| ≤ ½ cent, ties upward.
          const exactTimesMillion = price.totalEurCents * effective;
          const diff = price.convertedCents * 1_000_000 - exactTimesMillion;
          expect(diff).toBeGreaterThan(-500_000);
          expect(diff).toBeLessThanOrEqual(500_000);
          for (const value of [
            price.baseEurCents,
            price.discountEurCents,
            price.totalEurCents,
            price.convertedCents,
          ]) {
            expect(value).toBeGreaterThanOrEqual(0);
            expect(Number.isInteger(value)).toBe(true);
          }
        },
      ),
    );
  });

  it('is monotone in credits within a tier', () => {
    const tiers: [number, number][] = [
      [1, 99],
      [100, 299],
      [300, 10000],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...tiers), fc.nat(), fc.nat(), ([low, high], a, b) => {
        const span = high - low + 1;
        const x = low + (a % span);
        const y = low + (b % span);
        const [small, large] = x <= y ? [x, y] : [y, x];
        for (const currency of CURRENCIES) {
          const p = unwrap(priceCredits({ credits: small, currency }));
          const q = unwrap(priceCredits({ credits: large, currency }));
          expect(p.discountPercentage).toBe(q.discountPercentage);
          expect(p.totalEurCents).toBeLessThanOrEqual(q.totalEurCents);
          expect(p.convertedCents).toBeLessThanOrEqual(q.convertedCents);
        }
      }),
    );
  });

  it('the quote strings are the cents formatted with 2 decimals', () => {
    fc.assert(
      fc.property(creditsArb, currencyArb, (credits, currency) => {
        const price = unwrap(priceCredits({ credits, currency }));
        const quote = toQuote('id', price);
        for (const text of [quote.baseAmountEur, quote.discount, quote.convertedAmount]) {
          expect(text).toMatch(/^\d+\.\d{2}$/);
        }
        expect(Math.round(Number(quote.convertedAmount) * 100)).toBe(price.convertedCents);
      }),
    );
  });
});

describe('parseFxRates (FX_RATES)', () => {
  it('reads USD=1.08,GBP=0.85 over the static table', () => {
    expect(parseFxRates('USD=1.2,GBP=0.9')).toEqual({
      ok: true,
      value: { EUR: 1, USD: 1.2, GBP: 0.9 },
    });
    expect(parseFxRates(' usd = 1.1 ')).toEqual({
      ok: true,
      value: { EUR: 1, USD: 1.1, GBP: 0.85 },
    });
    expect(parseFxRates('')).toEqual({ ok: true, value: DEFAULT_FX_RATES });
    expect(parseFxRates('EUR=1,USD=1.08,')).toEqual({ ok: true, value: DEFAULT_FX_RATES });
  });

  it('has the static default table', () => {
    expect(DEFAULT_FX_RATES).toEqual({ EUR: 1, USD: 1.08, GBP: 0.85 });
  });

  it.each([
    ['USD', 'cannot read'],
    ['USD=', 'cannot read'],
    ['USD=abc', 'cannot read'],
    ['USD=-1', 'cannot read'],
    ['USD=0', 'must be positive'],
    ['JPY=150', 'unsupported currency JPY'],
    ['USD=1.1,USD=1.2', 'listed twice'],
    ['EUR=2', 'EUR is the base currency'],
  ])('%j is refused (%s)', (text, fragment) => {
    const result = parseFxRates(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalid_fx_rates');
      expect(result.error.message).toContain(fragment);
    }
  });
});
