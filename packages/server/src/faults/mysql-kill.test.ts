import { openDatabase } from '@lumen/adapters';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { balanceOf, grant, ledgerSum, OffsetClock } from '../testing/commerce';
import { call, signUp } from '../testing/http';
import { createTestApp, mysqlUrlOf, type TestApp } from '../testing/test-app';

// Fault test: the app's MariaDB connections are killed (KILL <id> of this test
// database's own connections only, from a separate connection) while 50 generations run.
// The shared MariaDB server itself is never stopped.

const IMAGE = { size: '512x512', style: 'cartoon', count: 1 };

describe('fault: MariaDB connections killed during 50 concurrent generations', () => {
  let t: TestApp;
  let killer: ReturnType<typeof openDatabase>;
  let dbName: string;
  const clock = new OffsetClock();

  beforeAll(async () => {
    // Every killed request logs its 500 with a stack: expected here, and noisy.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    t = await createTestApp('mariadb', { clock });
    dbName = t.container.db.sequelize.getDatabaseName();
    killer = openDatabase({ url: mysqlUrlOf(t) });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await killer?.close();
    await t?.close();
  });

  /** KILLs every connection of the app's pool that is open right now; answers how many. */
  async function killAppConnections(): Promise<number> {
    const rows = await killer.sequelize.query<{ id: number }>(
      'SELECT id FROM information_schema.processlist WHERE db = :db AND id <> CONNECTION_ID()',
      { replacements: { db: dbName }, type: QueryTypes.SELECT },
    );
    let killed = 0;
    for (const { id } of rows) {
      // The id comes from the server itself (an integer), never from input.
      await killer.sequelize
        .query(`KILL ${Number(id)}`)
        .then(() => killed++)
        .catch(() => undefined);
    }
    return killed;
  }

  it('clean 5xx or success for each, the pool recovers, and sum(ledger) = balance', async () => {
    const user = await signUp(t);
    await grant(t, user.userId, 500);
    // Warm the pool so there is something to kill from the first moment.
    expect((await call(t, 'GET', '/api/generations', { token: user.token })).status).toBe(200);

    let settled = 0;
    const started = Date.now();
    const requests = Array.from({ length: 50 }, (_, i) =>
      call(t, 'POST', '/api/generate/image', {
        token: user.token,
        json: { ...IMAGE, prompt: `kill test ${i}` },
      }).finally(() => {
        settled++;
      }),
    );
    // Kill the app's connections repeatedly while the generations run (bounded in count and time).
    let kills = 0;
    for (let round = 0; round < 40 && settled < 50 && Date.now() - started < 8_000; round++) {
      kills += await killAppConnections().catch(() => 0);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const answers = await Promise.all(requests);
    const elapsed = Date.now() - started;
    expect(kills, 'the test killed nothing: it proved nothing').toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(60_000);

    const byStatus: Record<number, number> = {};
    for (const res of answers) {
      byStatus[res.status] = (byStatus[res.status] ?? 0) + 1;
      expect([200, 500, 502, 503], res.text).toContain(res.status);
      expect(res.headers.get('content-type')).toContain('application/json');
      if (res.status >= 500) {
        expect(Object.keys(res.body).sort()).toEqual(['error', 'message']);
        expect(res.text).not.toMatch(/ECONN|PROTOCOL|mysql|SELECT|UPDATE|at /i);
      }
    }
    console.log(`[mysql-kill] killed ${kills} connections; answers ${JSON.stringify(byStatus)}`);

    // The pool recovers without a restart: the next requests work.
    let recovered = false;
    for (let i = 0; i < 20 && !recovered; i++) {
      const res = await call(t, 'POST', '/api/generate/image', {
        token: user.token,
        json: { ...IMAGE, prompt: 'after the storm' },
      });
      recovered = res.status === 200;
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(recovered).toBe(true);

    // The money: every balance change has its ledger row, and the ledger adds up to the balance.
    const balance = await balanceOf(t, user.token);
    expect(await ledgerSum(t, user.userId)).toBe(balance);
    const [ledger] = await t.container.db.sequelize.query<{ debits: number; refunds: number }>(
      `SELECT SUM(kind = 'generation_debit') AS debits, SUM(kind = 'refund') AS refunds
         FROM credit_ledger WHERE user_id = :id`,
      { replacements: { id: user.userId }, type: QueryTypes.SELECT },
    );
    const gens = await t.container.db.sequelize.query<{ status: string; n: number }>(
      'SELECT status, COUNT(*) AS n FROM generations WHERE user_id = :id GROUP BY status',
      { replacements: { id: user.userId }, type: QueryTypes.SELECT },
    );
    const count = Object.fromEntries(gens.map((g) => [g.status, Number(g.n)]));
    const generationRows = (count.completed ?? 0) + (count.failed ?? 0) + (count.pending ?? 0);
    // One debit per generation row (debit and row are one transaction), one refund per failure.
    expect(Number(ledger?.debits)).toBe(generationRows);
    expect(Number(ledger?.refunds)).toBe(count.failed ?? 0);
    // Every 200 was a completed generation, charged once.
    expect(count.completed ?? 0).toBeGreaterThanOrEqual((byStatus[200] ?? 0) + 1);
    console.log(`[mysql-kill] generations ${JSON.stringify(count)}; balance ${balance}`);

    // The sweeper, 11 minutes later: no generation stays pending, none is charged without a
    // result (every debit is a completed generation or refunded), and the ledger still adds up.
    clock.offsetMs = 11 * 60_000;
    const report = await t.container.generationSweeper.sweep();
    clock.offsetMs = 0;
    expect(report.errors).toBe(0);
    expect(report.refunded).toBe(count.pending ?? 0);
    const after = await t.container.db.sequelize.query<{ status: string; n: number }>(
      'SELECT status, COUNT(*) AS n FROM generations WHERE user_id = :id GROUP BY status',
      { replacements: { id: user.userId }, type: QueryTypes.SELECT },
    );
    const swept = Object.fromEntries(after.map((g) => [g.status, Number(g.n)]));
    expect(swept.pending ?? 0).toBe(0);
    const [money] = await t.container.db.sequelize.query<{ debits: number; refunds: number }>(
      `SELECT SUM(kind = 'generation_debit') AS debits, SUM(kind = 'refund') AS refunds
         FROM credit_ledger WHERE user_id = :id`,
      { replacements: { id: user.userId }, type: QueryTypes.SELECT },
    );
    expect(Number(money?.debits) - Number(money?.refunds)).toBe(swept.completed ?? 0);
    expect(Number(money?.refunds)).toBe(swept.failed ?? 0);
    const balanceAfterSweep = await balanceOf(t, user.token);
    expect(await ledgerSum(t, user.userId)).toBe(balanceAfterSweep);
    console.log(`[mysql-kill] sweep ${JSON.stringify(report)}; balance ${balanceAfterSweep}`);
  }, 90_000);
});
