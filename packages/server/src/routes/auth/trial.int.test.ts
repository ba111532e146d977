import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, signUp } from '../../testing/http';
import { createTestAppPair, type TestApp, type TestDialect } from '../../testing/test-app';
import { balanceOf, debitedGeneration, grant, OffsetClock } from '../../testing/commerce';

// The free trial on the real adapters, two instances over one database: sign-up grants it as a
// ledger entry, generations spend it before bought credits, a refund puts it back while it
// runs, and on its last day the sweeper lapses what is left as one entry, once, however many
// instances sweep together. sum(amount) = balance and sum(trial_amount) = trial_credits hold
// after every step.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// Granted at sign-up: the wait for a verified address has its own tests (trial-farming).
const TRIAL_ENV = { TRIAL_CREDITS: '20', TRIAL_DAYS: '14', TRIAL_REQUIRES_VERIFIED_EMAIL: 'false' };

describe.each<TestDialect>(['sqlite', 'mariadb'])('free trial (%s)', (dialect) => {
  let a: TestApp;
  let b: TestApp;
  let pair: Awaited<ReturnType<typeof createTestAppPair>> | undefined;
  const clock = new OffsetClock();

  beforeAll(async () => {
    pair = await createTestAppPair(dialect, { clock, env: TRIAL_ENV });
    ({ a, b } = pair);
  }, 120_000);
  afterAll(async () => {
    await pair?.close();
  });

  interface LedgerLine {
    kind: string;
    amount: number;
    trial_amount: number;
    idempotency_key: string;
  }

  async function ledgerOf(userId: string): Promise<LedgerLine[]> {
    const rows = await a.container.db.sequelize.query<LedgerLine>(
      `SELECT kind, amount, trial_amount, idempotency_key FROM credit_ledger
        WHERE user_id = :userId ORDER BY id`,
      { replacements: { userId }, type: QueryTypes.SELECT },
    );
    return rows.map((r) => ({
      ...r,
      amount: Number(r.amount),
      trial_amount: Number(r.trial_amount),
    }));
  }

  /** The stored balance and trial, checked against the sums of the ledger. */
  async function bucketOf(userId: string) {
    const [user] = await a.container.db.sequelize.query<{
      credits_balance: number;
      trial_credits: number;
    }>('SELECT credits_balance, trial_credits FROM users WHERE id = :userId', {
      replacements: { userId },
      type: QueryTypes.SELECT,
    });
    const lines = await ledgerOf(userId);
    const balance = Number(user?.credits_balance);
    const trial = Number(user?.trial_credits);
    expect(
      lines.reduce((sum, l) => sum + l.amount, 0),
      'sum(amount) = balance',
    ).toBe(balance);
    expect(
      lines.reduce((sum, l) => sum + l.trial_amount, 0),
      'sum(trial_amount) = trial',
    ).toBe(trial);
    expect(trial).toBeGreaterThanOrEqual(0);
    expect(trial).toBeLessThanOrEqual(balance);
    return { balance, trial };
  }

  async function me(t: TestApp, token: string) {
    const res = await call(t, 'GET', '/api/auth/me', { token });
    expect(res.status).toBe(200);
    return res.body.user as {
      credits_balance: number;
      trial_credits: number;
      trial_expires_at: string | null;
    };
  }

  const debit = (userId: string, cost: number, status: 'pending' | 'completed' = 'pending') =>
    debitedGeneration(a, userId, cost, status);

  const sweepBoth = () =>
    Promise.all([
      a.container.generationSweeper.sweep(),
      b.container.generationSweeper.sweep(),
      a.container.generationSweeper.sweep(),
      b.container.generationSweeper.sweep(),
    ]);

  it('sign-up grants the configured trial as one ledger entry; /api/config says the same numbers', async () => {
    const before = clock.now().getTime();
    const user = await signUp(a);
    const after = clock.now().getTime();

    const view = await me(a, user.token);
    expect(view.credits_balance).toBe(20);
    expect(view.trial_credits).toBe(20);
    const lapsesAt = Date.parse(view.trial_expires_at ?? '');
    expect(lapsesAt).toBeGreaterThanOrEqual(before + 14 * DAY);
    expect(lapsesAt).toBeLessThanOrEqual(after + 14 * DAY);

    const profile = await call(a, 'GET', '/api/profile', { token: user.token });
    expect(profile.body).toMatchObject({
      credits_balance: 20,
      trial_credits: 20,
      trial_expires_at: view.trial_expires_at,
    });
    expect(await ledgerOf(user.userId)).toEqual([
      {
        kind: 'trial_grant',
        amount: 20,
        trial_amount: 20,
        idempotency_key: `trial:${user.userId}`,
      },
    ]);
    expect(await bucketOf(user.userId)).toEqual({ balance: 20, trial: 20 });

    const config = await call(a, 'GET', '/api/config');
    expect(config.status).toBe(200);
    expect(config.body).toEqual({ trialCredits: 20, trialDays: 14 });
  });

  it('spends trial credits before bought ones; a refund puts trial credits back while the trial runs', async () => {
    const user = await signUp(a);
    await grant(a, user.userId, 10);

    // 1024x768 (+2), 2 images (+2), upscale (+3): 9 credits, all from the trial.
    const made = await call(a, 'POST', '/api/generate/image', {
      token: user.token,
      json: {
        prompt: 'a lighthouse at dusk',
        model: 'demo',
        size: '1024x768',
        style: 'vintage',
        count: 2,
        upscale: true,
      },
    });
    expect(made.status, made.text).toBe(200);
    expect(made.body).toMatchObject({ creditsUsed: 9, remainingCredits: 21 });
    expect(await bucketOf(user.userId)).toEqual({ balance: 21, trial: 11 });

    // 15 more: the 11 trial credits left, then 4 bought.
    const stranded = await debit(user.userId, 15);
    expect(await bucketOf(user.userId)).toEqual({ balance: 6, trial: 0 });
    const spent = await me(a, user.token);
    expect(spent).toMatchObject({ credits_balance: 6, trial_credits: 0, trial_expires_at: null });

    // The generation is given up on and refunded: 11 go back to the trial, 4 to bought credits.
    clock.offsetMs = 11 * MINUTE;
    try {
      await sweepBoth();
    } finally {
      clock.offsetMs = 0;
    }
    const lines = await ledgerOf(user.userId);
    expect(lines.find((l) => l.idempotency_key === `debit:${stranded}`)).toMatchObject({
      amount: -15,
      trial_amount: -11,
    });
    expect(lines.find((l) => l.idempotency_key === `refund:${stranded}`)).toMatchObject({
      amount: 15,
      trial_amount: 11,
    });
    expect(await bucketOf(user.userId)).toEqual({ balance: 21, trial: 11 });
    await vi.waitFor(
      async () => expect((await me(a, user.token)).trial_expires_at).not.toBeNull(),
      { timeout: 10_000, interval: 50 },
    );
  });

  it('on day 14 what is left lapses once under concurrent sweeps and debits; bought credits stay', async () => {
    const user = await signUp(a);
    await grant(a, user.userId, 10);
    await debit(user.userId, 3, 'completed');
    expect(await bucketOf(user.userId)).toEqual({ balance: 27, trial: 17 });

    // A day before the end nothing lapses.
    clock.offsetMs = 13 * DAY;
    try {
      await sweepBoth();
      expect(await bucketOf(user.userId)).toEqual({ balance: 27, trial: 17 });

      // At the end: four sweeps on two instances, racing generations spending credits.
      clock.offsetMs = 14 * DAY + MINUTE;
      const [reports] = await Promise.all([
        sweepBoth(),
        Promise.all([
          debit(user.userId, 2, 'completed'),
          debit(user.userId, 2, 'completed'),
          debit(user.userId, 2, 'completed'),
        ]),
      ]);
      expect(reports.reduce((n, r) => n + r.errors, 0)).toBe(0);
      expect(reports.reduce((n, r) => n + r.trialsLapsed, 0)).toBeGreaterThanOrEqual(1);
    } finally {
      clock.offsetMs = 0;
    }

    const lines = await ledgerOf(user.userId);
    const lapses = lines.filter((l) => l.kind === 'trial_lapse');
    expect(lapses).toHaveLength(1);
    expect(lapses[0]?.idempotency_key).toBe(`trial-lapse:${user.userId}`);
    expect(lapses[0]?.amount).toBe(lapses[0]?.trial_amount);
    const debits = lines.filter((l) => l.kind === 'generation_debit').slice(1);
    // Debits before the lapse came out of the trial; any after it out of the 10 bought credits.
    const boughtSpent = debits.reduce((n, l) => n + (l.amount - l.trial_amount), 0);
    const after = await bucketOf(user.userId);
    expect(after.trial).toBe(0);
    expect(after.balance).toBe(10 + boughtSpent);
    await vi.waitFor(
      async () =>
        expect(await me(a, user.token)).toMatchObject({
          credits_balance: after.balance,
          trial_credits: 0,
          trial_expires_at: null,
        }),
      { timeout: 10_000, interval: 50 },
    );

    // Sweeping again, later, changes nothing.
    clock.offsetMs = 30 * DAY;
    try {
      await sweepBoth();
    } finally {
      clock.offsetMs = 0;
    }
    expect(await ledgerOf(user.userId)).toHaveLength(lines.length);
    expect(await balanceOf(b, user.token)).toBe(after.balance);
  });

  it('a refund after the lapse gives back no trial credits: its trial share lapses at once', async () => {
    const user = await signUp(a);
    const id = await debit(user.userId, 5);
    expect(await bucketOf(user.userId)).toEqual({ balance: 15, trial: 15 });

    const lapse = await a.container.db.trials.lapseTrial(
      user.userId,
      new Date(Date.now() + 15 * DAY),
    );
    expect(lapse).toEqual({ lapsed: 15, balance: 0 });
    expect(
      await a.container.db.trials.lapseTrial(user.userId, new Date(Date.now() + 15 * DAY)),
    ).toBeNull();

    const refund = await a.container.db.creditLedger.refund({
      userId: user.userId,
      generationId: id,
    });
    expect(refund.ok).toBe(true);
    expect(refund.ok && refund.value.balance).toBe(0);
    const lines = await ledgerOf(user.userId);
    // The refund puts the 5 trial credits back where they came from, and they lapse with it.
    expect(lines.slice(-2)).toEqual([
      { kind: 'refund', amount: 5, trial_amount: 5, idempotency_key: `refund:${id}` },
      {
        kind: 'trial_lapse',
        amount: -5,
        trial_amount: -5,
        idempotency_key: `trial-lapse:refund:${id}`,
      },
    ]);
    expect(await bucketOf(user.userId)).toEqual({ balance: 0, trial: 0 });
    // Applied once: the same refund again changes nothing.
    await a.container.db.creditLedger.refund({ userId: user.userId, generationId: id });
    expect(await ledgerOf(user.userId)).toHaveLength(lines.length);

    // Bought credits in the same debit still come back as ordinary credits.
    const mixed = await signUp(a);
    await grant(a, mixed.userId, 10);
    const both = await debit(mixed.userId, 25);
    expect(await bucketOf(mixed.userId)).toEqual({ balance: 5, trial: 0 });
    await a.container.db.trials.lapseTrial(mixed.userId, new Date(Date.now() + 15 * DAY));
    await a.container.db.creditLedger.refund({ userId: mixed.userId, generationId: both });
    expect((await ledgerOf(mixed.userId)).slice(-2)).toMatchObject([
      { kind: 'refund', amount: 25, trial_amount: 20 },
      { kind: 'trial_lapse', amount: -20, trial_amount: -20 },
    ]);
    expect(await bucketOf(mixed.userId)).toEqual({ balance: 10, trial: 0 });
  });
});
