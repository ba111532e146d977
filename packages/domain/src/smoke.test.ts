import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('public surface', () => {
  it('prices, costs and validates', () => {
    const price = domain.unwrap(domain.priceCredits({ credits: 300, currency: 'USD' }));
    expect(domain.toQuote('q1', price)).toEqual({
      id: 'q1',
      credits: 300,
      currency: 'USD',
      baseAmountEur: '30.00',
      discountPercentage: 8,
      discount: '2.40',
      convertedAmount: '29.81',
    });
    expect(domain.imageCost({ size: '1024x1024', count: 2, upscale: true })).toBe(9);
    expect(domain.textCost({ textLength: 'long', count: 3, outputLanguage: 'spanish' })).toBe(7);
    expect(domain.signInSchema.safeParse({ email: '', password: '' }).success).toBe(false);
  });
});
