import { randomUUID } from 'node:crypto';
import { PAID_TRANSACTION_STATUSES } from '@lumen/domain';
import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { aGeneration, aTransaction, aUser } from '../testing/builders';
import { fillAccountTallies, readTallies } from './account-tallies';
import type { Database } from './database';
import { MIGRATION_TEST_DIALECTS, useMigratedDatabase } from './migration-test-support';
import { createMigrator } from './migrator';
import { bindDate } from './sql-support';

// Migration 0023: each account's tallies (generations by type and status with their cost,
// orders by status with their amounts), kept in every write's transaction and filled from the
// rows already there; the dashboard and the creations' list total read them instead of counting.

const MIGRATION = '0023-account-tallies';
const DAY = 24 * 60 * 60 * 1000;

type Tallies = Map<string, { n: number; total: number }>;
const plain = (tallies: Tallies) =>
  Object.fromEntries([...tallies].filter(([, v]) => v.n !== 0 || v.total !== 0).sort());
/** Without the hour tallies (the recount compares those). */
const kinds = (tallies: Record<string, { n: number; total: number }>) =>
  Object.fromEntries(Object.entries(tallies).filter(([key]) => !key.startsWith('hour:')));

/** The tallies as kept, and as a recount of the rows makes them (the backfill's query). */
async function keptAndRecounted(db: Database, userId: string) {
  const kept = plain(await readTallies(db, userId, ''));
  await fillAccountTallies(db, userId);
  const recounted = plain(await readTallies(db, userId, ''));
  return { kept, recounted };
}

/** The dashboard's figures as the reader counted them over every row before the tallies. */
async function statsByRecount(db: Database, userId: string, since: Date, until: Date) {
  const { dialect } = db;
  const [g] = await db.sequelize.query<Record<string, number | string | null>>(
    `SELECT COUNT(*) AS total,
        SUM(CASE WHEN created_at >= $since AND created_at <= $until THEN 1 ELSE 0 END) AS in_window,
        SUM(CASE WHEN status = 'completed' THEN 1 ELSE 0 END) AS completed,
        SUM(CASE WHEN status = 'completed' AND created_at >= $since AND created_at <= $until THEN 1 ELSE 0 END) AS completed_in_window,
        SUM(CASE WHEN status = 'completed' THEN cost_credits ELSE 0 END) AS credits_used
      FROM generations WHERE user_id = $userId AND deleted_at IS NULL`,
    {
      bind: { userId, since: bindDate(dialect, since), until: bindDate(dialect, until) },
      type: QueryTypes.SELECT,
    },
  );
  const paid = PAID_TRANSACTION_STATUSES.map((s) => `'${s}'`).join(', ');
  const [t] = await db.sequelize.query<Record<string, number | string | null>>(
    `SELECT COUNT(*) AS total,
        SUM(CASE WHEN status IN (${paid}) THEN ROUND(amount * 100) ELSE 0 END) AS paid_cents
      FROM transactions WHERE user_id = $userId`,
    { bind: { userId }, type: QueryTypes.SELECT },
  );
  const n = (v: unknown) => Math.round(Number(v ?? 0));
  return {
    generations: n(g?.total),
    generationsInWindow: n(g?.in_window),
    completedGenerations: n(g?.completed),
    completedInWindow: n(g?.completed_in_window),
    creditsUsed: n(g?.credits_used),
    transactions: n(t?.total),
    topupsCents: n(t?.paid_cents),
  };
}

describe.each(MIGRATION_TEST_DIALECTS)('account tallies (%s)', (dialect) => {
  const ctx = useMigratedDatabase(dialect);

  it('equal a recount after purchases, debits, settles, refunds and a rolled-back write', async () => {
    const { db } = ctx;
    const user = await db.users.create(aUser());

    // A purchase: the order made pending, then paid and credited.
    const paid = await db.transactions.create(
      aTransaction(user.id, { credits: 50, amountCents: 1999 }),
    );
    expect((await db.creditLedger.creditOrder(paid.orderId)).outcome).toBe('credited');
    // An order that fails, and one still pending.
    const failed = await db.transactions.create(aTransaction(user.id, { amountCents: 500 }));
    await db.transactions.updateStatus(failed.orderId, { status: 'failed' });
    await db.transactions.create(aTransaction(user.id, { amountCents: 700 }));

    // Generations as the use case writes them: the debit and the pending row in one unit.
    const start = async (type: 'image' | 'text', credits: number) => {
      const id = randomUUID();
      await db.transaction(async (repos) => {
        const debit = await repos.creditLedger.debit({
          userId: user.id,
          generationId: id,
          credits,
        });
        expect(debit.ok).toBe(true);
        await repos.generations.createWithId(
          id,
          aGeneration(user.id, { generationType: type, costCredits: credits }),
        );
      });
      return id;
    };
    const done = await start('image', 4);
    expect(await db.generations.settlePending(user.id, done, { status: 'completed' })).toBe(true);
    // A second settle changes nothing, so the tally does not move twice.
    expect(await db.generations.settlePending(user.id, done, { status: 'failed' })).toBe(false);
    const broke = await start('text', 3);
    await db.transaction(async (repos) => {
      expect(await repos.generations.settlePending(user.id, broke, { status: 'failed' })).toBe(
        true,
      );
      expect((await repos.creditLedger.refund({ userId: user.id, generationId: broke })).ok).toBe(
        true,
      );
    });
    const updated = await start('text', 2);
    await db.generations.update(user.id, updated, { status: 'completed' });
    await start('image', 5); // still pending

    const before = plain(await readTallies(db, user.id, ''));
    // A unit that writes a generation, a debit, an order and a settle, then fails: nothing stays.
    await expect(
      db.transaction(async (repos) => {
        const id = randomUUID();
        await repos.creditLedger.debit({ userId: user.id, generationId: id, credits: 1 });
        await repos.generations.createWithId(id, aGeneration(user.id, { costCredits: 1 }));
        await repos.generations.settlePending(user.id, id, { status: 'completed' });
        await repos.transactions.create(aTransaction(user.id, { amountCents: 100 }));
        throw new Error('the unit fails');
      }),
    ).rejects.toThrow('the unit fails');
    expect(plain(await readTallies(db, user.id, ''))).toEqual(before);

    const { kept, recounted } = await keptAndRecounted(db, user.id);
    expect(kept).toEqual(recounted);
    expect(kinds(kept)).toEqual({
      'generation:image:completed': { n: 1, total: 4 },
      'generation:image:pending': { n: 1, total: 5 },
      'generation:text:completed': { n: 1, total: 2 },
      'generation:text:failed': { n: 1, total: 3 },
      'order:completed': { n: 1, total: 1999 },
      'order:failed': { n: 1, total: 500 },
      'order:pending': { n: 1, total: 700 },
    });

    // The dashboard answers what the count over every row answered.
    const until = new Date();
    const since = new Date(until.getTime() - 7 * DAY);
    const stats = await db.accountStats.forUser({
      userId: user.id,
      since,
      until,
      paidStatuses: PAID_TRANSACTION_STATUSES,
    });
    expect(stats).toMatchObject(await statsByRecount(db, user.id, since, until));
    expect(stats).toMatchObject({
      generations: 4,
      completedGenerations: 2,
      creditsUsed: 6,
      transactions: 3,
      topupsCents: 1999,
    });

    // The creations' list total, filtered or not, is the tallies'.
    expect((await db.generations.list({ userId: user.id, page: 1, limit: 2 })).total).toBe(4);
    const texts = await db.generations.list({
      userId: user.id,
      page: 1,
      limit: 10,
      filters: { type: 'text' },
    });
    expect(texts.total).toBe(2);
    expect(texts.items).toHaveLength(2);
    const completedImages = await db.generations.list({
      userId: user.id,
      page: 1,
      limit: 10,
      filters: { type: 'image', status: 'completed' },
    });
    expect(completedImages.total).toBe(1);
    expect(completedImages.items.map((g) => g.id)).toEqual([done]);
  });

  it("counts the week from its hours' tallies and its partial hours' rows as the rows count it", async () => {
    const { db } = ctx;
    const user = await db.users.create(aUser());
    const now = Date.now();
    // Every 37 minutes over ten days, statuses in turn, one deleted in seven.
    const rows = Array.from({ length: 400 }, (_, i) => {
      const at = new Date(now - i * 37 * 60 * 1000 - 1234);
      return {
        id: randomUUID(),
        user_id: user.id,
        generation_type: i % 2 ? 'image' : 'text',
        prompt: 'p',
        cost_credits: 1 + (i % 3),
        status: ['completed', 'failed', 'pending'][i % 3] as string,
        created_at: at,
        updated_at: at,
        deleted_at: i % 7 === 6 ? at : null,
      };
    });
    await db.sequelize.models.Generation?.bulkCreate(rows);
    await fillAccountTallies(db, user.id);
    // A pending one from days ago settles: its hour's tally moves too.
    const old = rows.find((r, i) => r.status === 'pending' && i > 100 && !r.deleted_at);
    expect(
      await db.generations.settlePending(user.id, old?.id ?? '', { status: 'completed' }),
    ).toBe(true);
    const { kept, recounted } = await keptAndRecounted(db, user.id);
    expect(kept).toEqual(recounted);

    const until = new Date(now);
    for (const [since, label] of [
      [new Date(now - 7 * DAY), 'the week'],
      [new Date(Math.floor(now / 3_600_000) * 3_600_000 - 5 * 3_600_000), 'from a whole hour'],
      [new Date(now - 20 * 60 * 1000), 'inside one hour'],
    ] as const) {
      const stats = await db.accountStats.forUser({
        userId: user.id,
        since,
        until,
        paidStatuses: PAID_TRANSACTION_STATUSES,
      });
      const expected = await statsByRecount(db, user.id, since, until);
      expect({ label, ...stats }, label).toMatchObject({ label, ...expected });
    }
  });

  it('goes when the account is closed', async () => {
    const { db } = ctx;
    const user = await db.users.create(aUser());
    await db.generations.create(aGeneration(user.id));
    // Its kind's tally and its hour's.
    expect((await readTallies(db, user.id, '')).size).toBe(2);
    await db.accountClosure.close({
      userId: user.id,
      claimAddress: `x-${user.id}@example.test`,
      now: new Date(),
    });
    expect((await readTallies(db, user.id, '')).size).toBe(0);
  });

  it('fills the tallies from the rows already there, and reverts with down', async () => {
    const { db } = ctx;
    const user = await db.users.create(aUser());
    const migrator = createMigrator(db);
    expect((await migrator.down({ to: MIGRATION })).map((m) => m.name)).toContain(MIGRATION);
    expect((await db.sequelize.getQueryInterface().showAllTables()).map(String)).not.toContain(
      'account_tallies',
    );
    const at = new Date();
    const row = (type: string, cost: number, status: string, deleted = false) => ({
      id: randomUUID(),
      user_id: user.id,
      generation_type: type,
      prompt: 'p',
      cost_credits: cost,
      status,
      created_at: at,
      updated_at: at,
      deleted_at: deleted ? at : null,
    });
    await db.sequelize.models.Generation?.bulkCreate([
      row('image', 2, 'completed'),
      row('image', 3, 'completed'),
      row('video', 9, 'failed'),
      // Deleted: not counted.
      row('image', 7, 'completed', true),
    ]);
    await db.sequelize.models.Transaction?.create({
      id: randomUUID(),
      order_id: `order_${randomUUID()}`,
      user_id: user.id,
      user_email: 'b@example.test',
      credits: 10,
      amount: '12.34',
      currency: 'EUR',
      status: 'completed',
      credited: true,
    });

    expect((await migrator.up()).map((m) => m.name)).toContain(MIGRATION);
    expect(kinds(plain(await readTallies(db, user.id, '')))).toEqual({
      'generation:image:completed': { n: 2, total: 5 },
      'generation:video:failed': { n: 1, total: 9 },
      'order:completed': { n: 1, total: 1234 },
    });
    expect(await db.migrate()).toEqual([]);
  });

  it("reads the creations' first page and the week's figures from indexes", async () => {
    const { db } = ctx;
    const heavy = await db.users.create(aUser());
    const other = await db.users.create(aUser());
    const now = Date.now();
    const rows = [heavy.id, other.id].flatMap((userId) =>
      Array.from({ length: 300 }, (_, i) => {
        const at = new Date(now - i * 60 * 60 * 1000);
        return {
          id: randomUUID(),
          user_id: userId,
          generation_type: i % 2 ? 'image' : 'text',
          prompt: 'p',
          cost_credits: 1,
          status: i % 3 ? 'completed' : 'failed',
          created_at: at,
          updated_at: at,
        };
      }),
    );
    await db.sequelize.models.Generation?.bulkCreate(rows);
    // The creations' list: the store's first page (100 rows at most, pageWindow's cap).
    const firstPage = `SELECT * FROM generations WHERE user_id = '${heavy.id}' AND deleted_at IS NULL
      ORDER BY created_at DESC, id DESC LIMIT 100 OFFSET 0`;
    const since = new Date(now - 7 * DAY).toISOString().replace('T', ' ').replace('Z', '');
    const week = `SELECT COUNT(*), SUM(CASE WHEN status = 'completed' THEN 1 ELSE 0 END) FROM generations
      WHERE user_id = '${heavy.id}' AND deleted_at IS NULL AND created_at >= '${since}'`;
    if (dialect === 'mariadb') {
      await db.sequelize.query('ANALYZE TABLE generations');
      const explain = async (sql: string) =>
        (
          await db.sequelize.query<{ key: string | null; Extra: string | null; type: string }>(
            `EXPLAIN ${sql}`,
            {
              type: QueryTypes.SELECT,
            },
          )
        )[0];
      const page = await explain(firstPage);
      expect(page?.key).toBe('generations_user_created_idx');
      expect(page?.Extra ?? '').not.toMatch(/filesort/i);
      const counted = await explain(week);
      expect(counted?.key).toBe('generations_user_created_status_idx');
      expect(counted?.Extra ?? '').toMatch(/Using index/i);
    } else {
      const plan = async (sql: string) =>
        (
          await db.sequelize.query<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, {
            type: QueryTypes.SELECT,
          })
        )
          .map((r) => r.detail)
          .join('\n');
      const page = await plan(firstPage);
      expect(page).toMatch(/USING INDEX generations_user_created/);
      // Read in the index's order; SQLite sorts only the ties of one instant by id (its index
      // ends in the rowid, not the id), never the account's rows.
      expect(page).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
      expect(await plan(week)).toMatch(/USING COVERING INDEX generations_user_created_status_idx/);
    }
  });
});
