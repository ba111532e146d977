import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, ledgerSum, order, postCallback, signedCallback } from '../testing/commerce';
import { signUp } from '../testing/http';
import { createTestApp, type TestApp } from '../testing/test-app';

// Fault test: a payment gateway replaying its callbacks in a storm. 1000 signed
// deliveries of 20 orders, 50 at a time, on MariaDB + Redis (the production shape).

const ORDERS = 20;
const DELIVERIES = 1000;
const CONCURRENCY = 50;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

describe('fault: callback replay storm', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('mariadb', { redis: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`${DELIVERIES} signed deliveries of ${ORDERS} orders at ${CONCURRENCY} concurrent → each order credited once, no 5xx`, async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => signUp(t)));
    type Placed = Awaited<ReturnType<typeof order>> & { user: (typeof users)[number] };
    const orders: Placed[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const user = users[i % users.length] as (typeof users)[number];
      orders.push({ user, ...(await order(t, user.token, 100 + i, i % 2 ? 'EUR' : 'GBP')) });
    }
    // Each order delivered 50 times, as completed or success, interleaved in a fixed shuffle.
    const deliveries = Array.from({ length: DELIVERIES }, (_, i) => orders[i % ORDERS]);
    for (let i = deliveries.length - 1; i > 0; i--) {
      const j = (i * 7919 + 13) % (i + 1);
      [deliveries[i], deliveries[j]] = [deliveries[j], deliveries[i]];
    }

    const latencies: number[] = [];
    const statuses: Record<number, number> = {};
    let next = 0;
    const worker = async () => {
      while (next < deliveries.length) {
        const o = deliveries[next++];
        if (!o) break;
        const body = signedCallback({
          orderId: o.orderId,
          amount: o.amount,
          currencyCode: o.currency,
          status: next % 3 === 0 ? 'success' : 'completed',
        });
        const started = performance.now();
        const res = await postCallback(t, body);
        latencies.push(performance.now() - started);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      `[callback-storm] ${DELIVERIES} deliveries in ${seconds.toFixed(2)} s ` +
        `(${Math.round(DELIVERIES / seconds)}/s): p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${(latencies.at(-1) ?? 0).toFixed(1)} ms; ` +
        `statuses ${JSON.stringify(statuses)}`,
    );

    expect(latencies).toHaveLength(DELIVERIES);
    expect(statuses).toEqual({ 200: DELIVERIES });
    const [topups] = await t.container.db.sequelize.query<{ n: number; credits: number }>(
      "SELECT COUNT(*) AS n, SUM(amount) AS credits FROM credit_ledger WHERE kind = 'topup'",
      { type: QueryTypes.SELECT },
    );
    expect(Number(topups?.n)).toBe(ORDERS);
    const expectedCredits = orders.reduce((sum, o) => sum + o.credits, 0);
    expect(Number(topups?.credits)).toBe(expectedCredits);
    for (const user of users) {
      const mine = orders.filter((o) => o.user === user).reduce((sum, o) => sum + o.credits, 0);
      const balance = await balanceOf(t, user.token);
      expect(balance).toBe(mine);
      expect(await ledgerSum(t, user.userId)).toBe(balance);
    }
    const rows = await t.container.db.sequelize.query<{ status: string; credited: number }>(
      'SELECT status, credited FROM transactions',
      { type: QueryTypes.SELECT },
    );
    expect(rows).toHaveLength(ORDERS);
    for (const row of rows) {
      expect(['completed', 'success']).toContain(row.status);
      expect(Number(row.credited)).toBe(1);
    }
  }, 120_000);
});
