import { describe, expect, it } from 'vitest';
import {
  indexColumns,
  MIGRATION_TEST_DIALECTS,
  useMigratedDatabase,
} from './migration-test-support';
import { createMigrator } from './migrator';

// Migration 0007: transactions.quote_id (nullable), up and down through Umzug on both dialects,
// leaving the table's unique indexes as they were.

const MIGRATION = '0007-transactions-quote-id';

describe.each(MIGRATION_TEST_DIALECTS)('transactions.quote_id (%s)', (dialect) => {
  const ctx = useMigratedDatabase(dialect);
  const columns = async () =>
    Object.keys(await ctx.db.sequelize.getQueryInterface().describeTable('transactions'));

  it('reverts with Umzug down and applies again with up; the indexes stay', async () => {
    expect(await columns()).toContain('quote_id');
    const before = await indexColumns(ctx.db, 'transactions');
    expect(before.get('transactions_order_id_uq')).toEqual(['order_id']);

    const migrator = createMigrator(ctx.db);
    const reverted = await migrator.down({ to: MIGRATION });
    expect(reverted.map((m) => m.name)).toContain(MIGRATION);
    expect(await columns()).not.toContain('quote_id');
    expect(await indexColumns(ctx.db, 'transactions')).toEqual(before);

    const reapplied = await migrator.up();
    expect(reapplied.map((m) => m.name)).toContain(MIGRATION);
    expect(await columns()).toContain('quote_id');
    expect(await indexColumns(ctx.db, 'transactions')).toEqual(before);
  });
});
