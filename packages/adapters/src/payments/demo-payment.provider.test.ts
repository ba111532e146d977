import { createHmac } from 'node:crypto';
import { demoPaymentTokenText } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { DemoPaymentProvider } from './demo-payment.provider';
import { HmacCallbackSigner } from './hmac-callback-signer';

const signer = new HmacCallbackSigner('test-secret-0123456789abcdef');

describe('HmacCallbackSigner', () => {
  it('signs lowercase hex HMAC-SHA256 and verifies in constant time', () => {
    // echo -n 'order_1|completed|9.50|EUR|1700000000' | openssl dgst -sha256 -hmac test-secret-0123456789abcdef
    const text = 'order_1|completed|9.50|EUR|1700000000';
    const signature = signer.sign(text);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signer.verify(text, signature)).toBe(true);
    expect(signer.verify(text, signature.toUpperCase())).toBe(true);
    expect(signer.verify(`${text}0`, signature)).toBe(false);
    expect(signer.verify(text, 'nope')).toBe(false);
    expect(signer.verify(text, '')).toBe(false);
    expect(new HmacCallbackSigner('another-secret-0123456789').verify(text, signature)).toBe(false);
  });

  it('the plain signer keys HMAC with the secret itself; a purpose derives a key of its own', () => {
    const secret = 'test-secret-0123456789abcdef';
    const text = 'demo-pay|order_1';
    expect(signer.sign(text)).toBe(createHmac('sha256', secret).update(text).digest('hex'));
    const page = new HmacCallbackSigner(secret, { purpose: 'demo-pay-page-token' });
    const other = new HmacCallbackSigner(secret, { purpose: 'something-else' });
    expect(page.sign(text)).not.toBe(signer.sign(text));
    expect(page.sign(text)).not.toBe(other.sign(text));
    expect(signer.verify(text, page.sign(text))).toBe(false);
    expect(page.verify(text, page.sign(text))).toBe(true);
  });
});

describe('DemoPaymentProvider', () => {
  it('points at the hosted page on this server with a per-order token', async () => {
    const provider = new DemoPaymentProvider({ publicUrl: 'http://localhost:3000/', signer });
    const session = await provider.createCheckout({
      orderId: 'order_1_abc',
      userId: 'u1',
      email: 'a@example.com',
      credits: 100,
      amountCents: 950,
      currency: 'EUR',
      description: '100 credits',
      successUrl: 'http://localhost:3000/checkout-success?orderId=order_1_abc',
      cancelUrl: 'http://localhost:3000/checkout',
    });
    const url = new URL(session.paymentUrl);
    expect(url.origin + url.pathname).toBe('http://localhost:3000/pay/demo/order_1_abc');
    const token = url.searchParams.get('token') ?? '';
    expect(signer.verify(demoPaymentTokenText('order_1_abc'), token)).toBe(true);
    expect(signer.verify(demoPaymentTokenText('order_2_abc'), token)).toBe(false);
    expect(session.sessionId).toMatch(/^demo_[0-9a-f]{32}$/);
    expect(await provider.retrieveStatus()).toBeNull();
  });
});
