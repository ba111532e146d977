import { describe, expect, it } from 'vitest';
import { issuesOf, messagesAt } from '../testing/zod-issues';
import { MESSAGES } from './messages';
import {
  checkoutDetailsSchema,
  checkoutInitiateSchema,
  creditsSchema,
  paymentAmountSchema,
  paymentCallbackSchema,
  paymentCallbackSigningText,
  paymentSchema,
  quoteRequestSchema,
  topupDataSchema,
} from './payment.schema';

describe('credits (SPEC §5)', () => {
  it.each([
    [0, ['Minimum 1 credit required']],
    [1, []],
    [99, []],
    [100, []],
    [299, []],
    [300, []],
    [10000, []],
    [10001, ['Maximum 10,000 credits allowed']],
    [1.5, ['Credits must be a whole number']],
    [-1, ['Minimum 1 credit required']],
  ])('%d -> %j', (credits, messages) => {
    expect(messagesAt(creditsSchema, credits, '')).toEqual(messages);
  });

  it('answers the top-up message for something that is not a number', () => {
    expect(messagesAt(creditsSchema, 'ten', '')).toEqual([
      'Enter a valid amount (1-10,000 credits)',
    ]);
    expect(messagesAt(creditsSchema, Number.NaN, '')).toEqual([
      'Enter a valid amount (1-10,000 credits)',
    ]);
    expect(MESSAGES.topupInvalidAmount).toBe('Enter a valid amount (1-10,000 credits)');
  });
});

describe('payment amount (SPEC §5)', () => {
  it.each([
    [0.01, []],
    [8000, []],
    [8000.01, ['Maximum amount is €8,000']],
    [0.009, ['Minimum amount is €0.01']],
    [0, ['Amount must be positive', 'Minimum amount is €0.01']],
    [-5, ['Amount must be positive', 'Minimum amount is €0.01']],
  ])('%d -> %j', (amount, messages) => {
    expect(messagesAt(paymentAmountSchema, amount, '')).toEqual(messages);
  });

  it.each([
    ['EUR', true],
    ['usd', true],
    ['EU', false],
    ['EURO', false],
    ['E1R', false],
  ])('currency %s -> valid %s', (currency, valid) => {
    expect(paymentSchema.safeParse({ amount: 1, currency }).success).toBe(valid);
  });

  it('upper-cases the currency code', () => {
    expect(paymentSchema.parse({ amount: 1, currency: 'gbp' }).currency).toBe('GBP');
  });
});

const details = {
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  phone: '+44 20 7946 0958',
  country: 'United Kingdom',
  state: 'London',
  city: 'London',
  address: '12 Example Street',
  zipCode: 'SW1A 1AA',
  agreeToTerms: true,
};

describe('checkout details (SPEC §5)', () => {
  it('accepts valid billing info', () => {
    expect(checkoutDetailsSchema.safeParse(details).success).toBe(true);
  });

  it.each([
    ['+1234567890', true],
    ['12345678', true],
    ['(020) 7946-0958', true],
    ['+12345678901234567890', true], // + and 20 digits
    ['123456789012345678901', false], // 21 digits
    ['1234567', false], // 7 characters
    ['+1234567', false], // plus and 7 digits
    ['12345678x', false],
    ['++12345678', false],
    ['', false],
  ])('phone %j -> valid %s', (phone, valid) => {
    const messages = messagesAt(checkoutDetailsSchema, { ...details, phone }, 'phone');
    expect(messages.length === 0).toBe(valid);
    if (!valid) expect(new Set(messages)).toEqual(new Set(['Please enter a valid phone number']));
  });

  it('asks to select a country', () => {
    expect(messagesAt(checkoutDetailsSchema, { ...details, country: '' }, 'country')).toEqual([
      'Please select a country',
    ]);
    expect(
      messagesAt(checkoutDetailsSchema, { ...details, country: undefined }, 'country'),
    ).toEqual(['Please select a country']);
  });

  it.each([
    [false, ['You must agree to the Privacy Policy and User Terms']],
    [undefined, ['You must agree to the Privacy Policy and User Terms']],
    [true, []],
  ])('agreeToTerms %j -> %j', (agreeToTerms, messages) => {
    expect(messagesAt(checkoutDetailsSchema, { ...details, agreeToTerms }, 'agreeToTerms')).toEqual(
      messages,
    );
  });

  it.each([
    ['fullName', 1, false],
    ['fullName', 2, true],
    ['fullName', 100, true],
    ['fullName', 101, false],
    ['state', 0, false],
    ['state', 1, true],
    ['city', 0, false],
    ['city', 1, true],
    ['city', 100, true],
    ['city', 101, false],
    ['address', 4, false],
    ['address', 5, true],
    ['address', 200, true],
    ['address', 201, false],
    ['zipCode', 2, false],
    ['zipCode', 3, true],
    ['zipCode', 20, true],
    ['zipCode', 21, false],
  ])('%s of %i characters -> valid %s', (field, length, valid) => {
    expect(
      checkoutDetailsSchema.safeParse({ ...details, [field]: 'x'.repeat(length) }).success,
    ).toBe(valid);
  });

  it('checks the email like the other forms', () => {
    expect(messagesAt(checkoutDetailsSchema, { ...details, email: '' }, 'email')).toEqual([
      'Email is required',
    ]);
    expect(messagesAt(checkoutDetailsSchema, { ...details, email: 'x' }, 'email')).toEqual([
      'Please enter a valid email address',
    ]);
  });

  it('keeps the other checkout messages word for word', () => {
    expect(MESSAGES.selectCreditsFirst).toBe('Please select credits first');
    expect(MESSAGES.noOrderFound).toBe('No order found');
  });
});

describe('quote request and checkout initiate', () => {
  it('takes credits and a supported currency', () => {
    expect(quoteRequestSchema.parse({ credits: 150, currency: 'GBP' })).toEqual({
      credits: 150,
      currency: 'GBP',
    });
    expect(quoteRequestSchema.parse({ credits: 150 }).currency).toBe('EUR');
    expect(quoteRequestSchema.safeParse({ credits: 150, currency: 'JPY' }).success).toBe(false);
    expect(messagesAt(quoteRequestSchema, { credits: 0, currency: 'EUR' }, 'credits')).toEqual([
      'Minimum 1 credit required',
    ]);
  });

  it('needs a quote id and valid billing info', () => {
    expect(checkoutInitiateSchema.safeParse({ quoteId: 'q1', billingInfo: details }).success).toBe(
      true,
    );
    expect(issuesOf(checkoutInitiateSchema, { quoteId: '', billingInfo: details })).toEqual({
      quoteId: ['No order found'],
    });
    expect(
      messagesAt(
        checkoutInitiateSchema,
        { quoteId: 'q1', billingInfo: { ...details, agreeToTerms: false } },
        'billingInfo.agreeToTerms',
      ),
    ).toEqual(['You must agree to the Privacy Policy and User Terms']);
  });

  it('reads the stored top-up data', () => {
    const data = { quoteId: 'q1', credits: 100, currency: 'USD', totalAmount: '10.26' };
    expect(topupDataSchema.parse(data)).toEqual(data);
    expect(topupDataSchema.safeParse({ ...data, quoteId: '' }).success).toBe(false);
  });
});

describe('payment callback (SPEC §5)', () => {
  it.each(['pending', 'completed', 'success', 'failed', 'cancelled', 'expired'])(
    'accepts status %s',
    (status) => {
      expect(paymentCallbackSchema.safeParse({ orderId: 'order_1_a', status }).success).toBe(true);
    },
  );

  it('refuses another status with the spec message', () => {
    expect(messagesAt(paymentCallbackSchema, { orderId: 'o', status: 'paid' }, 'status')).toEqual([
      'Invalid payment status',
    ]);
  });

  it.each([
    [0, false],
    [1, true],
    [100, true],
    [101, false],
  ])('orderId of %i characters -> valid %s', (length, valid) => {
    expect(
      paymentCallbackSchema.safeParse({ orderId: 'o'.repeat(length), status: 'success' }).success,
    ).toBe(valid);
  });

  it('keeps the optional fields', () => {
    const callback = {
      orderId: 'order_1_a',
      status: 'success',
      amount: '9.50',
      currencyCode: 'EUR',
      timestamp: 1_700_000_000,
      signature: 'ab12',
      merchant: 'lumen',
    };
    expect(paymentCallbackSchema.parse(callback)).toEqual(callback);
  });

  it('builds the signing text orderId|status|amount|currencyCode|timestamp', () => {
    expect(
      paymentCallbackSigningText({
        orderId: 'order_1_a',
        status: 'success',
        amount: '9.50',
        currencyCode: 'EUR',
        timestamp: 1_700_000_000,
      }),
    ).toBe('order_1_a|success|9.50|EUR|1700000000');
    expect(paymentCallbackSigningText({ orderId: 'o', status: 'failed' })).toBe('o|failed|||');
  });
});
