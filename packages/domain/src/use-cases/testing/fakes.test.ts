import { describe, expect, it } from 'vitest';
import { createFakePorts } from './fakes';

/** Fake ports with one user holding 50 credits. */
async function userWith50Credits() {
  const ports = createFakePorts();
  const user = await ports.users.create({
    email: 'a@example.com',
    passwordHash: 'h',
    fullName: 'Ada',
    language: 'en',
  });
  const topup = await ports.creditLedger.adjust({
    userId: user.id,
    reference: 'seed',
    credits: 50,
    reason: 'seed',
  });
  expect(topup.ok).toBe(true);
  return { ports, user };
}

describe('the fake unit of work', () => {
  it('rolls back a debit, its ledger entry, its generation row and a transaction when the work throws', async () => {
    const { ports, user } = await userWith50Credits();
    const entriesBefore = (await ports.creditLedger.entries()).total;

    await expect(
      ports.unitOfWork.run(async (repos) => {
        const debit = await repos.creditLedger.debit({
          userId: user.id,
          generationId: 'gen-1',
          credits: 20,
        });
        expect(debit.ok).toBe(true);
        await repos.generations.createWithId('gen-1', {
          userId: user.id,
          generationType: 'image',
          prompt: 'a cat',
          costCredits: 20,
          status: 'pending',
          parameters: {},
        });
        await repos.transactions.create({
          orderId: 'order-1',
          userId: user.id,
          userEmail: user.email,
          credits: 10,
          amountCents: 100,
          currency: 'EUR',
        });
        throw new Error('the work failed after the debit');
      }),
    ).rejects.toThrow('the work failed after the debit');

    expect(await ports.creditLedger.balance(user.id)).toBe(50);
    expect((await ports.creditLedger.entries()).total).toBe(entriesBefore);
    expect(await ports.generations.findById(user.id, 'gen-1')).toBeNull();
    expect(await ports.transactions.findByOrderId('order-1')).toBeNull();
    expect(ports.unitOfWork.rollbacks).toBe(1);
  });

  it('keeps what the work wrote when it succeeds', async () => {
    const { ports, user } = await userWith50Credits();
    await ports.unitOfWork.run(async (repos) => {
      await repos.creditLedger.debit({ userId: user.id, generationId: 'gen-2', credits: 20 });
    });
    expect(await ports.creditLedger.balance(user.id)).toBe(30);
    expect(ports.unitOfWork.rollbacks).toBe(0);
  });
});
