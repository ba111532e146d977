import { expect, it } from 'vitest';
import { call, signUp } from '../../testing/http';
import { describeOnDialects } from '../../testing/dialects';
import {
  balanceOf,
  billingInfo,
  demoForm as form,
  goodCard,
  ledgerSum,
  order,
  quote,
} from '../../testing/commerce';

describeOnDialects('demo hosted payment page', (getApp) => {
  it('shows the order, a prefilled test card form, Pay and Cancel, under a strict CSP', async () => {
    const t = getApp();
    const { token } = await signUp(t);
    const o = await order(t, token, 100, 'GBP');
    const res = await call(t, 'GET', o.pagePath);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain(o.orderId);
    expect(res.text).toContain('£8.08');
    expect(res.text).toContain('value="4242 4242 4242 4242"');
    expect(res.text).toMatch(/<button[^>]*value="pay"[^>]*>Pay £8\.08<\/button>/);
    expect(res.text).toMatch(/<button[^>]*value="cancel"[^>]*>Cancel<\/button>/);
    expect(res.text).not.toContain('<script');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("form-action 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('speaks Spanish from ?lang=es or Accept-Language', async () => {
    const t = getApp();
    const { token } = await signUp(t);
    const o = await order(t, token, 100, 'EUR');
    const byQuery = await call(t, 'GET', `${o.pagePath}&lang=es`);
    expect(byQuery.text).toContain('<html lang="es">');
    expect(byQuery.text).toContain('Pagar');
    const byHeader = await call(t, 'GET', o.pagePath, {
      headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' },
    });
    expect(byHeader.text).toContain('Cancelar');
    const english = await call(t, 'GET', o.pagePath, {
      headers: { 'accept-language': 'fr-FR,en;q=0.5' },
    });
    expect(english.text).toContain('<html lang="en">');
  });

  it("carries the checkout's language in the link, and reads the site's language cookie", async () => {
    const t = getApp();
    const { token } = await signUp(t);
    const q = await quote(t, token, 100, 'EUR');
    const initiated = await call(t, 'POST', '/api/checkout/initiate', {
      token,
      json: { quoteId: q.id, billingInfo: billingInfo() },
      headers: { 'accept-language': 'es' },
    });
    expect(initiated.status).toBe(201);
    const link = new URL(initiated.body.paymentUrl as string);
    expect(link.searchParams.get('lang')).toBe('es');
    // Opened in a browser whose own language is English: the link's language wins.
    const byLink = await call(t, 'GET', `${link.pathname}${link.search}`, {
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(byLink.text).toContain('<html lang="es">');
    expect(byLink.text).toContain('Resumen del pedido');
    expect(byLink.text).not.toContain('Order summary');

    // A link without a language follows the site's language cookie before the browser's.
    const o = await order(t, token, 100, 'EUR');
    const byCookie = await call(t, 'GET', o.pagePath, {
      headers: { cookie: 'theme=dark; language=es', 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(byCookie.text).toContain('<html lang="es">');
    expect(byCookie.text).toContain('Pagar');
    expect(byCookie.text).not.toMatch(/>Pay /);
  });

  it('only the holder of the link may see or pay: a wrong token is 404 and changes nothing', async () => {
    const t = getApp();
    const { token } = await signUp(t);
    const o = await order(t, token, 100);
    const path = `/pay/demo/${o.orderId}`;
    expect((await call(t, 'GET', `${path}?token=${'0'.repeat(64)}`)).status).toBe(404);
    expect((await call(t, 'GET', path)).status).toBe(404);
    const res = await call(
      t,
      'POST',
      path,
      form({ ...goodCard, action: 'pay', token: 'f'.repeat(64) }),
    );
    expect(res.status).toBe(404);
    expect(await balanceOf(t, token)).toBe(0);
    const other = await order(t, token, 10);
    // One order's token does not open another.
    expect((await call(t, 'GET', `/pay/demo/${other.orderId}?token=${o.token}`)).status).toBe(404);
  });

  it('Pay completes through the signed-callback path, once, and returns to /checkout-success', async () => {
    const t = getApp();
    const user = await signUp(t);
    const o = await order(t, user.token, 100, 'GBP');
    const path = `/pay/demo/${o.orderId}`;
    const res = await call(t, 'POST', path, form({ ...goodCard, action: 'pay', token: o.token }));
    expect(res.status).toBe(303);
    const row = await t.container.db.transactions.findByOrderId(o.orderId);
    expect(res.headers.get('location')).toBe(
      `/checkout-success?orderId=${o.orderId}&sessionId=${row?.sessionId}`,
    );
    expect(row).toMatchObject({ status: 'completed', credited: true });
    expect(row?.webhookProcessedAt).toBeInstanceOf(Date);
    // Pressing Pay again (or the back button) credits nothing more.
    const again = await Promise.all(
      [1, 2, 3].map(() =>
        call(t, 'POST', path, form({ ...goodCard, action: 'pay', token: o.token })),
      ),
    );
    expect(again.map((a) => a.status)).toEqual([303, 303, 303]);
    expect(await balanceOf(t, user.token)).toBe(100);
    expect(await ledgerSum(t, user.userId)).toBe(100);
    const page = await call(t, 'GET', o.pagePath);
    expect(page.text).toContain('This order is already paid.');
  });

  it('a declined card marks the order failed; paying again with a good card credits once', async () => {
    const t = getApp();
    const user = await signUp(t);
    const o = await order(t, user.token, 100);
    const path = `/pay/demo/${o.orderId}`;
    const declined = await call(
      t,
      'POST',
      path,
      form({ ...goodCard, number: '4000 0000 0000 0002', action: 'pay', token: o.token }),
    );
    expect(declined.status).toBe(402);
    expect(declined.text).toContain('Your card was declined');
    expect(await t.container.db.transactions.findByOrderId(o.orderId)).toMatchObject({
      status: 'failed',
      credited: false,
    });
    const paid = await call(t, 'POST', path, form({ ...goodCard, action: 'pay', token: o.token }));
    expect(paid.status).toBe(303);
    expect(await balanceOf(t, user.token)).toBe(100);
  });

  it('an invalid card is refused on the page and changes nothing', async () => {
    const t = getApp();
    const user = await signUp(t);
    const o = await order(t, user.token, 100);
    for (const card of [
      { ...goodCard, number: '4242 4242 4242 4241' },
      { ...goodCard, expiry: '01/20' },
      { ...goodCard, cvc: '1' },
    ]) {
      const res = await call(
        t,
        'POST',
        `/pay/demo/${o.orderId}`,
        form({ ...card, action: 'pay', token: o.token }),
      );
      expect(res.status).toBe(400);
      expect(res.text).toContain('Please check the card details.');
    }
    expect(await t.container.db.transactions.findByOrderId(o.orderId)).toMatchObject({
      status: 'pending',
      credited: false,
    });
  });

  it('Cancel marks the order cancelled and returns to the checkout holding it; the order cannot be paid after', async () => {
    const t = getApp();
    const user = await signUp(t);
    const o = await order(t, user.token, 100);
    const path = `/pay/demo/${o.orderId}`;
    const res = await call(t, 'POST', path, form({ action: 'cancel', token: o.token }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/checkout?orderId=${o.orderId}`);
    // The closed order's page links back to the same checkout.
    const closed = await call(t, 'GET', o.pagePath);
    expect(closed.text).toContain(`href="/checkout?orderId=${o.orderId}"`);
    expect(await t.container.db.transactions.findByOrderId(o.orderId)).toMatchObject({
      status: 'cancelled',
      credited: false,
    });
    const pay = await call(t, 'POST', path, form({ ...goodCard, action: 'pay', token: o.token }));
    expect(pay.status).toBe(409);
    expect(await balanceOf(t, user.token)).toBe(0);
  });

  it('refuses posts from another origin', async () => {
    const t = getApp();
    const user = await signUp(t);
    const o = await order(t, user.token, 100);
    const res = await call(t, 'POST', `/pay/demo/${o.orderId}`, {
      ...form({ ...goodCard, action: 'pay', token: o.token }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
    });
    expect(res.status).toBe(403);
    expect(await balanceOf(t, user.token)).toBe(0);
  });
});
