import { describe, expect, it } from 'vitest';
import * as domain from './index';

const surface: Record<string, unknown> = { ...domain };

describe('the public surface (index.ts)', () => {
  it('offers the pieces other packages build on', () => {
    for (const name of [
      'priceCredits',
      'toQuote',
      'parseFxRates',
      'imageCost',
      'textCost',
      'applyEntry',
      'checkLedger',
      'formatAmount',
      'parseAmount',
      'transactionStatusClass',
      'generationStatusClass',
      'paymentPollingDelayMs',
      'initials',
      'toProfileView',
    ]) {
      expect(typeof surface[name]).toBe('function');
    }
    for (const name of [
      'signUpFormSchema',
      'signUpBodySchema',
      'signInSchema',
      'resetPasswordSchema',
      'imageGenerationSchema',
      'geminiImageRequestSchema',
      'textGenerationSchema',
      'checkoutDetailsSchema',
      'checkoutInitiateSchema',
      'quoteRequestSchema',
      'creditsSchema',
      'paymentAmountSchema',
      'paymentCallbackSchema',
      'profileUpdateSchema',
      'profileFormSchema',
      'billingProfileSchema',
      'billingFormSchema',
      'changePasswordSchema',
      'changePasswordFormSchema',
      'galleryQuerySchema',
      'savedTextsQuerySchema',
      'imageSaveSchema',
      'textSaveSchema',
    ]) {
      expect(typeof (surface[name] as { safeParse?: unknown }).safeParse).toBe('function');
    }
  });

  it('prices, costs and validates end to end', () => {
    const price = domain.unwrap(domain.priceCredits({ credits: 300, currency: 'USD' }));
    expect(domain.toQuote('q1', price)).toEqual({
      id: 'q1',
      credits: 300,
      currency: 'USD',
      baseAmountEur: '30.00',
      discountPercentage: 8,
      discount: '2.40',
      baseAmount: '32.40',
      discountAmount: '2.59',
      convertedAmount: '29.81',
    });
    expect(domain.imageCost({ size: '1024x1024', count: 2, upscale: true })).toBe(9);
    expect(domain.textCost({ textLength: 'long', count: 3, outputLanguage: 'spanish' })).toBe(7);
  });
});
