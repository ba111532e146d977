import { describe, expect, it } from 'vitest';
import { call, setCreatedAt, signUp } from '../../testing/http';
import { describeOnDialects } from '../../testing/dialects';

describeOnDialects('transactions routes', (getApp) => {
  describe('GET /api/transactions', () => {
    it('lists the user’s own transactions, newest first, amounts as 2-decimal strings', async () => {
      const t = getApp();
      const user = await signUp(t);
      const other = await signUp(t);
      const seed = async (
        userId: string,
        email: string,
        orderId: string,
        cents: number,
        at: string,
      ) => {
        const row = await t.container.db.transactions.create({
          orderId,
          userId,
          userEmail: email,
          credits: 100,
          amountCents: cents,
          currency: 'EUR',
        });
        await setCreatedAt(t, 'transactions', row.id, new Date(at));
      };
      const tag = Math.random().toString(36).slice(2, 8);
      await seed(user.userId, user.email, `order_${tag}_a`, 950, '2025-01-01T10:00:00Z');
      await seed(user.userId, user.email, `order_${tag}_b`, 1000, '2025-03-01T10:00:00Z');
      await seed(user.userId, user.email, `order_${tag}_c`, 5, '2025-02-01T10:00:00Z');
      await seed(other.userId, other.email, `order_${tag}_x`, 1, '2025-04-01T10:00:00Z');
      const res = await call(t, 'GET', '/api/transactions', { token: user.token });
      expect(res.status).toBe(200);
      expect(
        res.body.transactions.map((tx: { order_id: string; amount: string }) => [
          tx.order_id,
          tx.amount,
        ]),
      ).toEqual([
        [`order_${tag}_b`, '10.00'],
        [`order_${tag}_c`, '0.05'],
        [`order_${tag}_a`, '9.50'],
      ]);
      expect(res.body.transactions[0]).toEqual({
        id: expect.any(String),
        order_id: `order_${tag}_b`,
        currency: 'EUR',
        amount: '10.00',
        status: 'pending',
        credits: 100,
        created_at: '2025-03-01T10:00:00.000Z',
      });
    });

    it('answers an empty list for a new user, and 401 without a token', async () => {
      const t = getApp();
      const user = await signUp(t);
      expect((await call(t, 'GET', '/api/transactions', { token: user.token })).body).toEqual({
        transactions: [],
      });
      expect((await call(t, 'GET', '/api/transactions')).status).toBe(401);
    });
  });

  describe('GET /api/generations', () => {
    it('lists the user’s own generations, newest first', async () => {
      const t = getApp();
      const user = await signUp(t);
      const other = await signUp(t);
      const seed = async (userId: string, prompt: string, at: string) => {
        const row = await t.container.db.generations.create({
          userId,
          generationType: 'image',
          prompt,
          costCredits: 4,
        });
        await setCreatedAt(t, 'generations', row.id, new Date(at));
      };
      await seed(user.userId, 'older', '2025-01-01T00:00:00Z');
      await seed(user.userId, 'newer', '2025-02-01T00:00:00Z');
      await seed(other.userId, 'not mine', '2025-03-01T00:00:00Z');
      const res = await call(t, 'GET', '/api/generations', { token: user.token });
      expect(res.status).toBe(200);
      expect(res.body.generations.map((g: { prompt: string }) => g.prompt)).toEqual([
        'newer',
        'older',
      ]);
      expect(res.body.generations[0]).toEqual({
        id: expect.any(String),
        generation_type: 'image',
        status: 'pending',
        prompt: 'newer',
        cost_credits: 4,
        created_at: '2025-02-01T00:00:00.000Z',
        result_url: null,
      });
    });

    it('401 without a token', async () => {
      const res = await call(getApp(), 'GET', '/api/generations');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'unauthorized', message: 'Unauthorized' });
    });
  });
});
