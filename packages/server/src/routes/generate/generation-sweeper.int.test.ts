import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  balanceOf,
  debitedGeneration,
  grant,
  ledgerSum,
  OffsetClock,
} from '../../testing/commerce';
import { setCreatedAt, signUp } from '../../testing/http';
import { createTestAppPair, type TestApp, type TestDialect } from '../../testing/test-app';

// The generation sweeper on the real adapters: a generation whose debit committed but whose
// completion or refund was never written (a crash, a killed connection) is failed and refunded
// once, however many instances sweep at the same time, and a late completion cannot undo it.

const MINUTE = 60_000;

describe.each<TestDialect>(['sqlite', 'mariadb'])('generation sweeper (%s)', (dialect) => {
  let a: TestApp;
  let b: TestApp;
  let pair: Awaited<ReturnType<typeof createTestAppPair>> | undefined;
  const clock = new OffsetClock();

  beforeAll(async () => {
    pair = await createTestAppPair(dialect, { clock });
    ({ a, b } = pair);
  }, 120_000);
  afterAll(async () => {
    await pair?.close();
  });

  /** What a crash after the debit leaves: the debit and the pending row, nothing after. */
  const strandedGeneration = (userId: string, cost: number) => debitedGeneration(a, userId, cost);

  async function generationRow(id: string) {
    const [row] = await a.container.db.sequelize.query<{
      status: string;
      error_message: string | null;
    }>('SELECT status, error_message FROM generations WHERE id = :id', {
      replacements: { id },
      type: QueryTypes.SELECT,
    });
    return row;
  }

  async function refundsOf(userId: string): Promise<string[]> {
    const rows = await a.container.db.sequelize.query<{ idempotency_key: string }>(
      `SELECT idempotency_key FROM credit_ledger WHERE user_id = :userId AND kind = 'refund'`,
      { replacements: { userId }, type: QueryTypes.SELECT },
    );
    return rows.map((r) => r.idempotency_key);
  }

  it('refunds a stale pending generation once under concurrent sweeps from two instances; a fresh one is untouched', async () => {
    const user = await signUp(a);
    await grant(a, user.userId, 20);
    const stale = await strandedGeneration(user.userId, 3);
    const fresh = await strandedGeneration(user.userId, 2);
    // The stale one started 5 minutes ago; the clock says 6 more have passed: 11 minutes old.
    await setCreatedAt(a, 'generations', stale, new Date(Date.now() - 5 * MINUTE));
    clock.offsetMs = 6 * MINUTE;
    expect(await balanceOf(a, user.token)).toBe(15);

    const reports = await Promise.all([
      a.container.generationSweeper.sweep(),
      b.container.generationSweeper.sweep(),
      a.container.generationSweeper.sweep(),
      b.container.generationSweeper.sweep(),
    ]);
    expect(reports.reduce((n, r) => n + r.errors, 0)).toBe(0);
    // Other tests' rows may be swept too; this user's stale generation was refunded once.
    expect(await refundsOf(user.userId)).toEqual([`refund:${stale}`]);
    expect(await generationRow(stale)).toEqual({
      status: 'failed',
      error_message: 'Generation timed out',
    });
    expect((await generationRow(fresh))?.status).toBe('pending');
    expect(await ledgerSum(a, user.userId)).toBe(18);
    // Instance a may have answered /me from its one-second view cache before the refund; the
    // refund's balance event (Redis pub/sub, or the TTL) reaches it a moment after the sweep.
    await vi.waitFor(async () => expect(await balanceOf(a, user.token)).toBe(18), {
      timeout: 10_000,
      interval: 50,
    });

    // A completion arriving after the sweep does not mark the refunded generation completed.
    expect(
      await a.container.db.generations.settlePending(user.userId, stale, {
        status: 'completed',
        resultUrl: '/media/late.png',
      }),
    ).toBe(false);
    expect((await generationRow(stale))?.status).toBe('failed');

    // Sweeping again changes nothing.
    await b.container.generationSweeper.sweep();
    expect(await refundsOf(user.userId)).toEqual([`refund:${stale}`]);
    expect(await balanceOf(a, user.token)).toBe(18);
    clock.offsetMs = 0;
  });

  it('a completed generation is never swept', async () => {
    const user = await signUp(a);
    await grant(a, user.userId, 20);
    const id = await strandedGeneration(user.userId, 4);
    expect(
      await a.container.db.generations.settlePending(user.userId, id, {
        status: 'completed',
        resultUrl: '/media/done.png',
      }),
    ).toBe(true);
    clock.offsetMs = 60 * MINUTE;
    try {
      await a.container.generationSweeper.sweep();
    } finally {
      clock.offsetMs = 0;
    }
    expect((await generationRow(id))?.status).toBe('completed');
    expect(await refundsOf(user.userId)).toEqual([]);
    expect(await balanceOf(a, user.token)).toBe(16);
    expect(await ledgerSum(a, user.userId)).toBe(16);
  });
});
