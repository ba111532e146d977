import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { aTransaction } from '../../testing/builders';
import { describeRepositoryContract } from './contract-support';

describeRepositoryContract('transactions', (ctx) => {
  const { newUser, expectDomainError } = ctx;
  it('creates a pending order, keeps the amount exact, and refuses a duplicate order id', async () => {
    const user = await newUser();
    const order = await ctx.db.transactions.create(
      aTransaction(user.id, { amountCents: 800_000, currency: 'GBP', credits: 10_000 }),
    );
    expect(order).toMatchObject({
      status: 'pending',
      credited: false,
      amountCents: 800_000,
      currency: 'GBP',
      sessionId: null,
      quoteId: null,
      webhookProcessedAt: null,
    });
    const quoteId = randomUUID();
    const quoted = await ctx.db.transactions.create(aTransaction(user.id, { quoteId }));
    expect((await ctx.db.transactions.findByOrderId(quoted.orderId))?.quoteId).toBe(quoteId);
    const cents = await ctx.db.transactions.create(aTransaction(user.id, { amountCents: 1 }));
    expect(cents.amountCents).toBe(1);
    expect((await ctx.db.transactions.findByOrderId(cents.orderId))?.amountCents).toBe(1);
    await expectDomainError(
      ctx.db.transactions.create(aTransaction(user.id, { orderId: order.orderId })),
      'conflict',
    );
  });

  it('finds an order for its owner only, by order or by session id', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const order = await ctx.db.transactions.create(aTransaction(a.id));
    expect((await ctx.db.transactions.findForUser(a.id, order.orderId))?.id).toBe(order.id);
    expect(await ctx.db.transactions.findForUser(b.id, order.orderId)).toBeNull();
    const sessionId = `cs_${randomUUID()}`;
    await ctx.db.transactions.attachCheckout(order.orderId, {
      sessionId,
      paymentUrl: 'https://pay.example/x',
    });
    expect(await ctx.db.transactions.findForUserBySessionId(a.id, sessionId)).toMatchObject({
      orderId: order.orderId,
      paymentUrl: 'https://pay.example/x',
    });
    // A return URL carrying only the session finds the order for its owner alone.
    expect((await ctx.db.transactions.findForUserBySessionId(a.id, sessionId))?.id).toBe(order.id);
    expect(await ctx.db.transactions.findForUserBySessionId(b.id, sessionId)).toBeNull();
    expect(await ctx.db.transactions.findForUserBySessionId(a.id, 'cs_unknown')).toBeNull();
    const other = await ctx.db.transactions.create(aTransaction(a.id));
    await expectDomainError(
      ctx.db.transactions.attachCheckout(other.orderId, { sessionId, paymentUrl: 'u' }),
      'conflict',
    );
  });

  it('updates the status and lists newest first by status', async () => {
    const user = await newUser();
    const older = await ctx.db.transactions.create(aTransaction(user.id));
    const newer = await ctx.db.transactions.create(aTransaction(user.id));
    const at = new Date('2030-01-02T03:04:05.678Z');
    const updated = await ctx.db.transactions.updateStatus(newer.orderId, {
      status: 'failed',
      webhookProcessedAt: at,
    });
    expect(updated).toMatchObject({ status: 'failed', webhookProcessedAt: at });
    expect(await ctx.db.transactions.updateStatus('missing', { status: 'failed' })).toBeNull();
    const all = await ctx.db.transactions.list({ userId: user.id, page: 1, limit: 10 });
    expect(all.items.map((t) => t.orderId)).toEqual([newer.orderId, older.orderId]);
    const failed = await ctx.db.transactions.list({
      userId: user.id,
      page: 1,
      limit: 10,
      filters: { status: 'failed' },
    });
    expect(failed.items.map((t) => t.orderId)).toEqual([newer.orderId]);
  });
});
