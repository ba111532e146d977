import { HmacCallbackSigner } from '@lumen/adapters';
import { describe, expect, it } from 'vitest';
import { call, signUp } from '../../testing/http';
import { describeOnDialects } from '../../testing/dialects';
import {
  balanceOf,
  ledgerSum,
  order,
  postCallback,
  signedCallback,
  transactionsOf,
} from '../../testing/commerce';

describeOnDialects('payments routes', (getApp) => {
  describe('payment callback', () => {
    async function setup() {
      const t = getApp();
      const user = await signUp(t);
      const o = await order(t, user.token, 100, 'GBP');
      const paid = { orderId: o.orderId, amount: o.amount, currencyCode: o.currency };
      const unchanged = async () => {
        expect(await balanceOf(t, user.token)).toBe(0);
        const row = await t.container.db.transactions.findByOrderId(o.orderId);
        expect(row).toMatchObject({ status: 'pending', credited: false });
      };
      return { t, user, o, paid, unchanged };
    }

    it('completed credits the order once, however often it arrives', async () => {
      const { t, user, o, paid } = await setup();
      const first = await postCallback(t, signedCallback({ ...paid, status: 'completed' }));
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ received: true });
      expect(await balanceOf(t, user.token)).toBe(100);
      for (const status of ['completed', 'success'] as const) {
        expect((await postCallback(t, signedCallback({ ...paid, status }))).status).toBe(200);
      }
      expect(await balanceOf(t, user.token)).toBe(100);
      expect(await ledgerSum(t, user.userId)).toBe(100);
      const [tx] = await transactionsOf(t, user.token);
      expect(tx).toMatchObject({ order_id: o.orderId, status: 'completed', amount: '8.08' });
    });

    it('50 concurrent identical completed callbacks credit once', async () => {
      const { t, user, paid } = await setup();
      const body = signedCallback({ ...paid, status: 'completed' });
      const answers = await Promise.all(Array.from({ length: 50 }, () => postCallback(t, body)));
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
      expect(await balanceOf(t, user.token)).toBe(100);
      expect(await ledgerSum(t, user.userId)).toBe(100);
      const entries = await t.container.db.creditLedger.entries({
        userId: user.userId,
        page: 1,
        limit: 100,
      });
      expect(entries.total).toBe(1);
    });

    it('failed then completed: one credit (the gateway’s later word that money was taken wins)', async () => {
      const { t, user, o, paid } = await setup();
      expect((await postCallback(t, signedCallback({ ...paid, status: 'failed' }))).status).toBe(
        200,
      );
      expect(await t.container.db.transactions.findByOrderId(o.orderId)).toMatchObject({
        status: 'failed',
        credited: false,
      });
      expect(await balanceOf(t, user.token)).toBe(0);
      expect((await postCallback(t, signedCallback({ ...paid, status: 'completed' }))).status).toBe(
        200,
      );
      expect((await postCallback(t, signedCallback({ ...paid, status: 'completed' }))).status).toBe(
        200,
      );
      expect(await balanceOf(t, user.token)).toBe(100);
      expect(await ledgerSum(t, user.userId)).toBe(100);
    });

    it('failed, cancelled or expired after completed never downgrade a credited order', async () => {
      const { t, user, o, paid } = await setup();
      await postCallback(t, signedCallback({ ...paid, status: 'completed' }));
      for (const status of ['failed', 'cancelled', 'expired'] as const) {
        expect((await postCallback(t, signedCallback({ ...paid, status }))).status).toBe(200);
      }
      expect(await t.container.db.transactions.findByOrderId(o.orderId)).toMatchObject({
        status: 'completed',
        credited: true,
      });
      expect(await balanceOf(t, user.token)).toBe(100);
    });

    it('mixed concurrent completed and failed callbacks: one credit, and a credited order stays completed', async () => {
      const { t, user, o, paid } = await setup();
      const bodies = Array.from({ length: 30 }, (_, i) =>
        signedCallback({ ...paid, status: i % 3 === 0 ? 'failed' : 'completed' }),
      );
      await Promise.all(bodies.map((body) => postCallback(t, body)));
      expect(await t.container.db.transactions.findByOrderId(o.orderId)).toMatchObject({
        status: 'completed',
        credited: true,
      });
      expect(await balanceOf(t, user.token)).toBe(100);
      expect(await ledgerSum(t, user.userId)).toBe(100);
    });

    it.each(['cancelled', 'expired', 'failed'] as const)(
      '%s sets the status and credits nothing',
      async (status) => {
        const { t, user, o, paid } = await setup();
        expect((await postCallback(t, signedCallback({ ...paid, status }))).status).toBe(200);
        expect(await t.container.db.transactions.findByOrderId(o.orderId)).toMatchObject({
          status,
          credited: false,
        });
        expect(await balanceOf(t, user.token)).toBe(0);
        expect(await ledgerSum(t, user.userId)).toBe(0);
      },
    );

    it('a missing or wrong signature is 401 and changes nothing', async () => {
      const { t, paid, unchanged } = await setup();
      const good = signedCallback({ ...paid, status: 'completed' });
      const { signature: _omit, ...unsigned } = good;
      expect((await postCallback(t, unsigned)).status).toBe(401);
      expect((await postCallback(t, { ...good, signature: 'f'.repeat(64) })).status).toBe(401);
      expect((await postCallback(t, { ...good, signature: 'not hex' })).status).toBe(401);
      const forged = signedCallback(
        { ...paid },
        new HmacCallbackSigner('someone-elses-secret-123456'),
      );
      expect((await postCallback(t, forged)).status).toBe(401);
      // Signed for 8.08, claiming 80.80.
      expect((await postCallback(t, { ...good, amount: '80.80' })).status).toBe(401);
      await unchanged();
    });

    it('a stale or future timestamp, a wrong amount or currency, an unknown order: 400, nothing changed', async () => {
      const { t, paid, unchanged } = await setup();
      const now = Math.floor(Date.now() / 1000);
      const cases = [
        signedCallback({ ...paid, timestamp: now - 301 }),
        signedCallback({ ...paid, timestamp: now + 61 }),
        signedCallback({ ...paid, timestamp: 'yesterday' }),
        signedCallback({ ...paid, amount: '8.07' }),
        signedCallback({ ...paid, amount: '0.01' }),
        signedCallback({ ...paid, currencyCode: 'EUR' }),
        signedCallback({ orderId: paid.orderId, currencyCode: 'GBP' }),
        signedCallback({ ...paid, orderId: 'order_0_unknown' }),
      ];
      for (const body of cases) {
        const res = await postCallback(t, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
      // Inside the window on both sides is fine.
      const edge = await postCallback(
        t,
        signedCallback({ ...paid, status: 'pending', timestamp: now - 290 }),
      );
      expect(edge.status).toBe(200);
      await unchanged();
    });

    it('validates the shape: status enum message', async () => {
      const t = getApp();
      const res = await postCallback(t, { orderId: 'x', status: 'paid' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid payment status');
    });
  });

  describe('payment status', () => {
    it('answers the owner: status, credited, credits and the balance; 404 for others', async () => {
      const t = getApp();
      const alice = await signUp(t);
      const bob = await signUp(t);
      const o = await order(t, alice.token, 100, 'GBP');
      const row = await t.container.db.transactions.findByOrderId(o.orderId);
      const path = `/api/payments/status?orderId=${o.orderId}&sessionId=${row?.sessionId}`;
      const pending = await call(t, 'GET', path, { token: alice.token });
      expect(pending.status).toBe(200);
      expect(pending.body).toEqual({
        orderId: o.orderId,
        status: 'pending',
        credited: false,
        credits: 100,
        credits_balance: 0,
      });

      await postCallback(
        t,
        signedCallback({ orderId: o.orderId, amount: o.amount, currencyCode: o.currency }),
      );
      const done = await call(t, 'GET', path, { token: alice.token });
      expect(done.body).toEqual({
        orderId: o.orderId,
        status: 'completed',
        credited: true,
        credits: 100,
        credits_balance: 100,
      });
      expect(
        (await call(t, 'GET', `/api/payments/status?orderId=${o.orderId}`, { token: alice.token }))
          .status,
      ).toBe(200);

      expect((await call(t, 'GET', path, { token: bob.token })).status).toBe(404);
      expect(
        (
          await call(t, 'GET', `/api/payments/status?orderId=${o.orderId}&sessionId=demo_wrong`, {
            token: alice.token,
          })
        ).status,
      ).toBe(404);
      expect((await call(t, 'GET', '/api/payments/status', { token: alice.token })).status).toBe(
        400,
      );
      expect((await call(t, 'GET', path)).status).toBe(401);
    });

    it('finds the owner’s order by the session id alone (a provider’s return URL)', async () => {
      const t = getApp();
      const alice = await signUp(t);
      const bob = await signUp(t);
      const o = await order(t, alice.token, 100, 'GBP');
      const row = await t.container.db.transactions.findByOrderId(o.orderId);
      const path = `/api/payments/status?sessionId=${row?.sessionId}`;
      const found = await call(t, 'GET', path, { token: alice.token });
      expect(found.status).toBe(200);
      expect(found.body).toMatchObject({ orderId: o.orderId, status: 'pending', credited: false });
      expect((await call(t, 'GET', path, { token: bob.token })).status).toBe(404);
      expect(
        (
          await call(t, 'GET', '/api/payments/status?sessionId=demo_unknown', {
            token: alice.token,
          })
        ).status,
      ).toBe(404);
    });
  });
});
