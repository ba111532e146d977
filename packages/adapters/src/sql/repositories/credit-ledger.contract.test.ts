import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { aTransaction } from '../../testing/builders';
import { describeRepositoryContract } from './contract-support';

describeRepositoryContract('credit ledger', (ctx) => {
  const { newUser, userWithCredits, expectLedgerConsistent } = ctx;
  it('credits a paid order once: one top-up entry and the flag', async () => {
    const user = await newUser();
    const { orderId } = await ctx.db.transactions.create(aTransaction(user.id, { credits: 40 }));
    const first = await ctx.db.creditLedger.creditOrder(orderId);
    expect(first).toMatchObject({ outcome: 'credited', balance: 40 });
    expect(first.outcome === 'credited' && first.entry).toMatchObject({
      kind: 'topup',
      amount: 40,
      idempotencyKey: `topup:${orderId}`,
      reference: orderId,
      balanceAfter: 40,
    });
    const again = await ctx.db.creditLedger.creditOrder(orderId);
    expect(again).toMatchObject({ outcome: 'already_credited', balance: 40 });
    expect((await ctx.db.transactions.findByOrderId(orderId))?.credited).toBe(true);
    expect((await ctx.db.users.findById(user.id))?.creditsBalance).toBe(40);
    await expectLedgerConsistent(user.id);
  });

  it('debits once per generation and refuses what the balance cannot cover', async () => {
    const user = await userWithCredits(5);
    const generationId = randomUUID();
    const debit = await ctx.db.creditLedger.debit({ userId: user.id, generationId, credits: 3 });
    expect(debit.ok && debit.value).toMatchObject({ applied: true, balance: 2 });
    const repeat = await ctx.db.creditLedger.debit({ userId: user.id, generationId, credits: 3 });
    expect(repeat.ok && repeat.value).toMatchObject({ applied: false, balance: 2 });
    const short = await ctx.db.creditLedger.debit({
      userId: user.id,
      generationId: randomUUID(),
      credits: 7,
    });
    expect(short.ok).toBe(false);
    if (!short.ok) {
      expect(short.error.code).toBe('insufficient_credits');
      expect(short.error.details).toMatchObject({ required: 7, available: 2, shortfall: 5 });
      expect(short.error.message).toBe('Insufficient credits: need 5 more credits');
    }
    expect(await ctx.db.creditLedger.balance(user.id)).toBe(2);
    await expectLedgerConsistent(user.id);
  });

  it('refunds a debited generation once, and nothing that was not debited', async () => {
    const [user, other] = [await userWithCredits(10), await userWithCredits(10)];
    const generationId = randomUUID();
    await ctx.db.creditLedger.debit({ userId: user.id, generationId, credits: 4 });
    const none = await ctx.db.creditLedger.refund({ userId: user.id, generationId: randomUUID() });
    expect(!none.ok && none.error.code).toBe('refund_without_debit');
    const foreign = await ctx.db.creditLedger.refund({ userId: other.id, generationId });
    expect(!foreign.ok && foreign.error.code).toBe('refund_without_debit');
    const refund = await ctx.db.creditLedger.refund({ userId: user.id, generationId });
    expect(refund.ok && refund.value).toMatchObject({ applied: true, balance: 10 });
    expect(refund.ok && refund.value.entry).toMatchObject({ kind: 'refund', amount: 4 });
    const twice = await ctx.db.creditLedger.refund({ userId: user.id, generationId });
    expect(twice.ok && twice.value).toMatchObject({ applied: false, balance: 10 });
    expect(await ctx.db.creditLedger.balance(other.id)).toBe(10);
    await expectLedgerConsistent(user.id);
  });

  it('adjusts both ways but never below zero', async () => {
    const user = await userWithCredits(3);
    const down = await ctx.db.creditLedger.adjust({
      userId: user.id,
      reference: randomUUID(),
      credits: -5,
      reason: 'test',
    });
    expect(!down.ok && down.error.code).toBe('negative_balance');
    const up = await ctx.db.creditLedger.adjust({
      userId: user.id,
      reference: randomUUID(),
      credits: 2,
      reason: 'goodwill',
    });
    expect(up.ok && up.value.entry).toMatchObject({ kind: 'adjustment', reason: 'goodwill' });
    expect(await ctx.db.creditLedger.balance(user.id)).toBe(5);
    await expectLedgerConsistent(user.id);
  });

  it('refuses malformed entries and unknown users', async () => {
    const user = await userWithCredits(5);
    const zero = await ctx.db.creditLedger.debit({
      userId: user.id,
      generationId: 'g',
      credits: 0,
    });
    expect(!zero.ok && zero.error.code).toBe('invalid_entry');
    const frac = await ctx.db.creditLedger.debit({
      userId: user.id,
      generationId: 'g',
      credits: 1.5,
    });
    expect(!frac.ok && frac.error.code).toBe('invalid_entry');
    const ghost = await ctx.db.creditLedger.debit({
      userId: randomUUID(),
      generationId: randomUUID(),
      credits: 1,
    });
    expect(!ghost.ok && ghost.error.code).toBe('not_found');
    const ghostAdjustment = await ctx.db.creditLedger.adjust({
      userId: randomUUID(),
      reference: randomUUID(),
      credits: 1,
      reason: 'ghost',
    });
    expect(!ghostAdjustment.ok && ghostAdjustment.error.code).toBe('not_found');
    await expectLedgerConsistent(user.id);
  });

  it('50 concurrent debits on a balance covering k: exactly k succeed, never below zero', async () => {
    const cost = 3;
    const k = 7;
    const user = await userWithCredits(cost * k + 2);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        ctx.db.creditLedger.debit({ userId: user.id, generationId: randomUUID(), credits: cost }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(k);
    const failures = results.filter((r) => !r.ok);
    expect(failures).toHaveLength(50 - k);
    for (const f of failures) expect(!f.ok && f.error.code).toBe('insufficient_credits');
    expect(await ctx.db.creditLedger.balance(user.id)).toBe(2);
    await expectLedgerConsistent(user.id);
  });

  it('creditOrder: 50 concurrent calls credit the order exactly once', async () => {
    const user = await newUser();
    const order = await ctx.db.transactions.create(aTransaction(user.id, { credits: 120 }));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        ctx.db.creditLedger.creditOrder(order.orderId, { status: i % 2 ? 'completed' : 'success' }),
      ),
    );
    expect(results.filter((r) => r.outcome === 'credited')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'already_credited')).toHaveLength(49);
    const stored = await ctx.db.transactions.findByOrderId(order.orderId);
    expect(stored?.credited).toBe(true);
    expect(['completed', 'success']).toContain(stored?.status);
    expect(stored?.webhookProcessedAt).toBeInstanceOf(Date);
    expect(await ctx.db.creditLedger.balance(user.id)).toBe(120);
    await expectLedgerConsistent(user.id);
    expect(await ctx.db.creditLedger.creditOrder(`missing_${randomUUID()}`)).toEqual({
      outcome: 'not_found',
    });
  });
});
