import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import type { Database } from './database';
import {
  indexColumns,
  MIGRATION_TEST_DIALECTS,
  useMigratedDatabase,
} from './migration-test-support';
import { createMigrator } from './migrator';

// Migration 0006: (status, created_at) on generations, for the stale-pending sweeper; it goes
// up and down through Umzug on both dialects.

const MIGRATION = '0006-generations-status-created-index';
const INDEX = 'generations_status_created_idx';

const generationIndexes = (db: Database) => indexColumns(db, 'generations');

async function appliedNames(db: Database): Promise<string[]> {
  return (await createMigrator(db).executed()).map((m) => m.name);
}

describe.each(MIGRATION_TEST_DIALECTS)('generations (status, created_at) index (%s)', (dialect) => {
  const ctx = useMigratedDatabase(dialect);

  it('start-up migration adds it', async () => {
    expect(await appliedNames(ctx.db)).toContain(MIGRATION);
    expect((await generationIndexes(ctx.db)).get(INDEX)).toEqual(['status', 'created_at']);
  });

  it('reverts with Umzug down and applies again with up', async () => {
    const migrator = createMigrator(ctx.db);
    const reverted = await migrator.down({ to: MIGRATION });
    expect(reverted.map((m) => m.name)).toContain(MIGRATION);
    const without = await generationIndexes(ctx.db);
    expect(without.has(INDEX)).toBe(false);
    // Only this migration's index went: 0002's generation indexes stay.
    expect(without.get('generations_user_created_idx')).toEqual([
      'user_id',
      'deleted_at',
      'created_at',
    ]);
    expect(await appliedNames(ctx.db)).not.toContain(MIGRATION);

    const reapplied = await migrator.up();
    expect(reapplied.map((m) => m.name)).toContain(MIGRATION);
    expect((await generationIndexes(ctx.db)).get(INDEX)).toEqual(['status', 'created_at']);
    expect(await appliedNames(ctx.db)).toContain(MIGRATION);
    // Start-up then finds nothing left to do.
    expect(await ctx.db.migrate()).toEqual([]);
  });

  if (dialect === 'sqlite') {
    it("the sweeper's query reads the index", async () => {
      const plan = await ctx.db.sequelize.query<{ detail: string }>(
        `EXPLAIN QUERY PLAN SELECT * FROM generations
          WHERE status = 'pending' AND created_at < :cutoff
          ORDER BY created_at ASC, id ASC LIMIT 100`,
        { replacements: { cutoff: '2026-01-01 00:00:00.000 +00:00' }, type: QueryTypes.SELECT },
      );
      expect(plan.map((row) => row.detail).join('\n')).toContain(`USING INDEX ${INDEX}`);
    });
  }
});
