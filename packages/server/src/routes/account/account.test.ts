import { randomUUID } from 'node:crypto';
import { fillAccountTallies } from '@lumen/adapters';
import { PAID_TRANSACTION_STATUSES } from '@lumen/domain';
import { expect, it } from 'vitest';
import { call, signUp } from '../../testing/http';
import { describeOnDialects } from '../../testing/dialects';
import type { TestApp } from '../../testing/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows straight into the tables: hundreds of them, each with its own created_at. */
async function seedGenerations(
  t: TestApp,
  userId: string,
  n: number,
  row: { status: string; cost: number; at: Date; deleted?: boolean },
) {
  await t.container.db.sequelize.models.Generation!.bulkCreate(
    Array.from({ length: n }, () => ({
      id: randomUUID(),
      user_id: userId,
      generation_type: 'image',
      prompt: 'a lighthouse',
      cost_credits: row.cost,
      status: row.status,
      created_at: row.at,
      updated_at: row.at,
      deleted_at: row.deleted ? row.at : null,
    })),
  );
  // Written behind the repositories' back: the account's tallies are made again from the rows.
  await fillAccountTallies(t.container.db, userId);
}

async function seedTransactions(
  t: TestApp,
  user: { userId: string; email: string },
  n: number,
  row: { status: string; amount: string; at: Date },
) {
  await t.container.db.sequelize.models.Transaction!.bulkCreate(
    Array.from({ length: n }, () => ({
      id: randomUUID(),
      order_id: `order_${randomUUID()}`,
      user_id: user.userId,
      user_email: user.email,
      credits: 100,
      amount: row.amount,
      currency: 'EUR',
      status: row.status,
      credited: false,
      created_at: row.at,
      updated_at: row.at,
    })),
  );
  await fillAccountTallies(t.container.db, user.userId);
}

describeOnDialects('GET /api/account/stats', (getApp) => {
  it('counts every row of the account in the database, past the lists’ 500-row cap', async () => {
    const t = getApp();
    const user = await signUp(t);
    const other = await signUp(t);
    const now = Date.now();
    const lastMonth = new Date(now - 30 * DAY_MS);
    const yesterday = new Date(now - DAY_MS);
    await seedGenerations(t, user.userId, 520, { status: 'completed', cost: 2, at: lastMonth });
    await seedGenerations(t, user.userId, 7, { status: 'completed', cost: 4, at: yesterday });
    await seedGenerations(t, user.userId, 5, { status: 'failed', cost: 4, at: yesterday });
    await seedGenerations(t, user.userId, 3, { status: 'pending', cost: 4, at: lastMonth });
    // Deleted generations are not in the lists and not in the figures.
    await seedGenerations(t, user.userId, 4, {
      status: 'completed',
      cost: 4,
      at: yesterday,
      deleted: true,
    });
    await seedGenerations(t, other.userId, 9, { status: 'completed', cost: 4, at: yesterday });
    await seedTransactions(t, user, 505, { status: 'completed', amount: '9.50', at: lastMonth });
    await seedTransactions(t, user, 3, { status: 'success', amount: '0.05', at: yesterday });
    for (const status of ['pending', 'failed', 'cancelled', 'expired']) {
      await seedTransactions(t, user, 2, { status, amount: '100.00', at: yesterday });
    }
    await seedTransactions(t, other, 4, { status: 'completed', amount: '50.00', at: yesterday });

    // The generations list is capped: counting from it could not reach these figures.
    const listed = await call(t, 'GET', '/api/generations', { token: user.token });
    expect(listed.body.generations.length).toBeLessThan(500);

    const res = await call(t, 'GET', '/api/account/stats', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      credits_used: 520 * 2 + 7 * 4,
      completed_generations: 527,
      completed_generations_this_week: 7,
      generations: 535,
      generations_this_week: 12,
      transactions: 516,
      topups_total: '4797.65',
      week_start: expect.any(String),
      as_of: expect.any(String),
      // Nothing saved: the library is empty, against the default quota.
      library: { items: 0, items_max: 10_000, bytes: 0, bytes_max: 100 * 1024 * 1024 },
    });
    expect(Date.parse(res.body.as_of) - Date.parse(res.body.week_start)).toBe(7 * DAY_MS);
  });

  it('answers zeros for a new account, and 401 without a token', async () => {
    const t = getApp();
    const user = await signUp(t);
    const res = await call(t, 'GET', '/api/account/stats', { token: user.token });
    expect(res.body).toMatchObject({
      credits_used: 0,
      completed_generations: 0,
      completed_generations_this_week: 0,
      generations: 0,
      generations_this_week: 0,
      transactions: 0,
      topups_total: '0.00',
    });
    const anonymous = await call(t, 'GET', '/api/account/stats');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('unauthorized');
  });

  it('holds both ends of the week and nothing past them', async () => {
    const t = getApp();
    const user = await signUp(t);
    const until = new Date(Date.now() - 60_000);
    const since = new Date(until.getTime() - 7 * DAY_MS);
    for (const at of [since, until]) {
      await seedGenerations(t, user.userId, 1, { status: 'completed', cost: 1, at });
    }
    for (const at of [new Date(since.getTime() - 1), new Date(until.getTime() + 1)]) {
      await seedGenerations(t, user.userId, 1, { status: 'completed', cost: 1, at });
    }
    const stats = await t.container.db.accountStats.forUser({
      userId: user.userId,
      since,
      until,
      paidStatuses: PAID_TRANSACTION_STATUSES,
    });
    expect(stats).toMatchObject({ completedGenerations: 4, completedInWindow: 2 });
    expect(stats.generationsInWindow).toBe(2);
  });
});
