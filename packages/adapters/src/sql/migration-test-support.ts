import { afterAll, beforeAll } from 'vitest';
import { createTestMysqlDatabase, type TestMysqlDatabase } from '../testing/services';
import { type Database, openDatabase } from './database';

// Shared by the migration tests (never by the app): a migrated database per dialect and the
// indexes of a table as the dialect reports them.

export const MIGRATION_TEST_DIALECTS = ['sqlite', 'mariadb'] as const;

/** Inside a describe: a fresh database of this dialect, migrated before the tests, dropped after. */
export function useMigratedDatabase(dialect: (typeof MIGRATION_TEST_DIALECTS)[number]): {
  readonly db: Database;
} {
  const ctx = {} as { db: Database };
  let mysql: TestMysqlDatabase | undefined;
  beforeAll(async () => {
    if (dialect === 'mariadb') mysql = await createTestMysqlDatabase();
    ctx.db = openDatabase(mysql ? { url: mysql.url } : { sqlitePath: ':memory:' });
    await ctx.db.migrate();
  }, 120_000);
  afterAll(async () => {
    await ctx.db?.close();
    await mysql?.drop();
  });
  return ctx;
}

interface IndexInfo {
  name: string;
  fields: { attribute: string }[];
}

/** Index name → its columns, in order. */
export async function indexColumns(db: Database, table: string): Promise<Map<string, string[]>> {
  const indexes = (await db.sequelize
    .getQueryInterface()
    .showIndex(table)) as unknown as IndexInfo[];
  return new Map(indexes.map((index) => [index.name, index.fields.map((f) => f.attribute)]));
}
