import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { expect, it } from 'vitest';
import { aGeneration, aSavedText, aTransaction } from '../testing/builders';
import { ledgerSum } from '../testing/ledger-sum';
import { describeRepositoryContract } from './repositories/contract-support';

describeRepositoryContract('migrations', (ctx) => {
  const { newUser } = ctx;
  it('are applied once; a second run has nothing to do', async () => {
    expect(await ctx.db.migrate()).toEqual([]);
  });

  it('the database refuses a negative balance (CHECK constraint)', async () => {
    const user = await newUser();
    await expect(
      ctx.db.sequelize.query('UPDATE users SET credits_balance = -1 WHERE id = $id', {
        bind: { id: user.id },
        type: QueryTypes.UPDATE,
      }),
    ).rejects.toThrow();
    expect(await ctx.db.creditLedger.balance(user.id)).toBe(0);
  });
});

describeRepositoryContract('transactions that fail half-way', (ctx) => {
  const { userWithCredits, expectLedgerConsistent } = ctx;
  it('leave nothing written', async () => {
    const user = await userWithCredits(10);
    const before = await ledgerSum(ctx.db, user.id);
    const orders = async () =>
      (await ctx.db.transactions.list({ userId: user.id, page: 1, limit: 5 })).total;
    const ordersBefore = await orders();
    let textId = '';
    await expect(
      ctx.db.transaction(async (repos) => {
        const text = await repos.savedTexts.create(aSavedText(user.id));
        textId = text.id;
        const debit = await repos.creditLedger.debit({
          userId: user.id,
          generationId: randomUUID(),
          credits: 4,
        });
        expect(debit.ok).toBe(true);
        await repos.users.updateProfile(user.id, { fullName: 'Half Written' });
        await repos.transactions.create(aTransaction(user.id));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(textId).not.toBe('');
    expect(await ctx.db.savedTexts.findById(user.id, textId)).toBeNull();
    expect(await ctx.db.creditLedger.balance(user.id)).toBe(10);
    expect(await ledgerSum(ctx.db, user.id)).toBe(before);
    expect((await ctx.db.users.findById(user.id))?.fullName).toBe('Test User');
    expect(await orders()).toBe(ordersBefore);
  });

  it('commit together when nothing throws; a repeated ledger key inside stays harmless', async () => {
    const user = await userWithCredits(10);
    const generationId = randomUUID();
    await ctx.db.transaction(async (repos) => {
      const generation = await repos.generations.createWithId(
        generationId,
        aGeneration(user.id, { costCredits: 3 }),
      );
      await repos.creditLedger.debit({
        userId: user.id,
        generationId: generation.id,
        credits: 3,
      });
      const again = await repos.creditLedger.debit({
        userId: user.id,
        generationId: generation.id,
        credits: 3,
      });
      expect(again.ok && again.value.applied).toBe(false);
    });
    expect((await ctx.db.generations.findById(user.id, generationId))?.costCredits).toBe(3);
    expect(await ctx.db.creditLedger.balance(user.id)).toBe(7);
    await expectLedgerConsistent(user.id);
  });
});
