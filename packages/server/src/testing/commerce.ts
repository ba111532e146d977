import { randomUUID } from 'node:crypto';
import { HmacCallbackSigner } from '@lumen/adapters';
import { ledgerSum as sumOfLedger } from '@lumen/adapters/testing';
import type { Clock } from '@lumen/domain';
import { paymentCallbackSigningText, type PaymentCallback } from '@lumen/domain';
import { call } from './http';
import type { TestApp } from './test-app';

/** The secret createTestApp configures (PAYMENT_CALLBACK_SECRET). */
export const TEST_CALLBACK_SECRET = 'test-secret-'.padEnd(64, 'x');
export const testSigner = new HmacCallbackSigner(TEST_CALLBACK_SECRET);

/** Real time plus an offset the tests move (quote expiry, callback windows). */
export class OffsetClock implements Clock {
  offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

export const billingInfo = (email = 'ada@example.com') => ({
  email,
  fullName: 'Ada Lovelace',
  phone: '+44 20 7946 0958',
  country: 'United Kingdom',
  state: 'Greater London',
  city: 'London',
  address: '10 Downing Street',
  zipCode: 'SW1A 2AA',
  agreeToTerms: true,
});

export async function quote(t: TestApp, token: string, credits: number, currency = 'GBP') {
  const res = await call(t, 'POST', '/api/currency/quote', { token, json: { credits, currency } });
  if (res.status !== 200) throw new Error(`quote failed: ${res.status} ${res.text}`);
  return res.body.quote as {
    id: string;
    convertedAmount: string;
    currency: string;
    credits: number;
  };
}

/** A pending order for `credits`, as the checkout screen makes it. */
export async function order(t: TestApp, token: string, credits = 100, currency = 'GBP') {
  const q = await quote(t, token, credits, currency);
  const res = await call(t, 'POST', '/api/checkout/initiate', {
    token,
    json: { quoteId: q.id, billingInfo: billingInfo() },
  });
  if (res.status !== 201) throw new Error(`initiate failed: ${res.status} ${res.text}`);
  const url = new URL(res.body.paymentUrl as string);
  return {
    orderId: res.body.orderId as string,
    paymentUrl: url,
    pagePath: `${url.pathname}${url.search}`,
    token: url.searchParams.get('token') ?? '',
    amount: q.convertedAmount,
    currency: q.currency,
    credits,
  };
}

/** A form post to the demo payment page. */
export const demoForm = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** The demo page's approved test card. */
export const goodCard = {
  name: 'Ada Lovelace',
  number: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
};

/** A callback signed as DESIGN.md says, with overridable fields. */
export function signedCallback(
  fields: Partial<PaymentCallback> & { orderId: string },
  signWith: HmacCallbackSigner = testSigner,
): PaymentCallback {
  const body: PaymentCallback = {
    status: 'completed',
    timestamp: Math.floor(Date.now() / 1000),
    ...fields,
  };
  return { ...body, signature: signWith.sign(paymentCallbackSigningText(body)) };
}

export const postCallback = (t: TestApp, body: unknown) =>
  call(t, 'POST', '/api/payments/callback', { json: body });

export async function balanceOf(t: TestApp, token: string): Promise<number> {
  const me = await call(t, 'GET', '/api/auth/me', { token });
  return me.body.user.credits_balance as number;
}

/** sum(credit_ledger) for the user: must always equal the balance. */
export const ledgerSum = (t: TestApp, userId: string) => sumOfLedger(t.container.db, userId);

/**
 * A debit and its generation row in one transaction, as the generation use case writes them:
 * `pending` is what a crash after the debit leaves (the sweeper refunds it later), `completed`
 * a generation that was delivered. Answers the generation id.
 */
export async function debitedGeneration(
  t: TestApp,
  userId: string,
  cost: number,
  status: 'pending' | 'completed' = 'pending',
): Promise<string> {
  const id = randomUUID();
  await t.container.db.transaction(async (repos) => {
    const debit = await repos.creditLedger.debit({ userId, generationId: id, credits: cost });
    if (!debit.ok) throw debit.error;
    await repos.generations.createWithId(id, {
      userId,
      generationType: 'image',
      prompt: status === 'pending' ? 'stranded' : 'delivered',
      costCredits: cost,
      status,
    });
  });
  return id;
}

/** Gives a user credits through the ledger (an adjustment), for generation tests. */
export async function grant(t: TestApp, userId: string, credits: number) {
  const result = await t.container.db.creditLedger.adjust({
    userId,
    reference: `test-${userId}-${Math.random().toString(36).slice(2)}`,
    credits,
    reason: 'test grant',
  });
  if (!result.ok) throw result.error;
}

export async function transactionsOf(t: TestApp, token: string) {
  const res = await call(t, 'GET', '/api/transactions', { token });
  return res.body.transactions as {
    order_id: string;
    status: string;
    amount: string;
    currency: string;
    credits: number;
  }[];
}
