import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountToCents,
  CURRENCIES,
  DEFAULT_CURRENCY,
  divideRoundHalfUp,
  formatAmount,
  isCurrency,
  money,
  multiplyCents,
  parseAmount,
  percentOfCents,
} from './money';

describe('currencies (SPEC §9)', () => {
  it('are EUR, USD and GBP; EUR by default', () => {
    expect(CURRENCIES).toEqual(['EUR', 'USD', 'GBP']);
    expect(DEFAULT_CURRENCY).toBe('EUR');
  });

  it.each([
    ['EUR', true],
    ['USD', true],
    ['GBP', true],
    ['eur', false],
    ['JPY', false],
    [1, false],
  ])('isCurrency(%j) is %s', (value, expected) => {
    expect(isCurrency(value)).toBe(expected);
  });
});

describe('formatAmount', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [950, '9.50'],
    [800000, '8000.00'],
    [123456789, '1234567.89'],
    [-5, '-0.05'],
    [-950, '-9.50'],
  ])('%i cents -> %s', (cents, text) => {
    expect(formatAmount(cents)).toBe(text);
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatAmount(1.5)).toThrow(RangeError);
    expect(() => money(0.1, 'EUR')).toThrow(RangeError);
  });
});

describe('parseAmount', () => {
  it.each([
    ['9.50', 950],
    ['9.5', 950],
    ['9', 900],
    ['0.01', 1],
    ['8000.00', 800000],
    [' 1.23 ', 123],
    ['-0.05', -5],
    ['-0', 0],
  ])('%j -> %i cents', (text, cents) => {
    expect(parseAmount(text)).toEqual({ ok: true, value: cents });
  });

  it.each(['', 'abc', '9.505', '1,50', '.5', '1.', '1e3', '--1', '+1'])('%j is refused', (text) => {
    const result = parseAmount(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('invalid_amount');
  });

  it('amountToCents throws on a bad amount', () => {
    expect(amountToCents('0.10')).toBe(10);
    expect(() => amountToCents('x')).toThrow('Invalid amount');
  });

  it('round-trips every amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(parseAmount(formatAmount(cents))).toEqual({ ok: true, value: cents });
      }),
    );
  });
});

describe('half-up rounding', () => {
  it.each([
    [5n, 10n, 1n], // 0.5 -> 1
    [4n, 10n, 0n],
    [15n, 10n, 2n], // 1.5 -> 2
    [25n, 10n, 3n], // 2.5 -> 3 (not banker's 2)
    [-5n, 10n, -1n], // half away from zero
    [-4n, 10n, 0n],
    [0n, 7n, 0n],
  ])('%i / %i -> %i', (numerator, denominator, expected) => {
    expect(divideRoundHalfUp(numerator, denominator)).toBe(expected);
  });

  it('refuses a non-positive denominator', () => {
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it.each([
    [2760, 1.08, 2981], // 29.808 -> 29.81
    [2760, 0.85, 2346], // 23.46 exactly
    [50, 1.01, 51], // 50.5 -> 51: exact, though 50 * 1.01 is 50.50000000000001 or so in floats
    [150, 0.85, 128], // 127.5 -> 128
    [1, 0.5, 1], // 0.5 -> 1
    [0, 1.08, 0],
  ])('%i cents × %d -> %i', (cents, rate, expected) => {
    expect(multiplyCents(cents, rate)).toBe(expected);
  });

  it.each([
    [1000, 5, 50],
    [1000, 8, 80],
    [1010, 5, 51], // 50.5 -> 51
    [990, 5, 50], // 49.5 -> 50
    [999, 0, 0],
  ])('%i cents × %i%% -> %i', (cents, percent, expected) => {
    expect(percentOfCents(cents, percent)).toBe(expected);
  });

  it('refuses a fractional percent and a negative rate', () => {
    expect(() => percentOfCents(100, 2.5)).toThrow(RangeError);
    expect(() => multiplyCents(100, -1)).toThrow('Invalid rate');
    expect(() => multiplyCents(100, Number.NaN)).toThrow('Invalid rate');
  });
});
