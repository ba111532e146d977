import { DataTypes, QueryTypes } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import type { SqlConnection } from './connection';
import type { MigrationContext } from './migrations/context';
import { migrations } from './migrations/index';

const LOCK_NAME = 'lumen_migrations';

/**
 * The Umzug over this app's migrations and its `schema_migrations` table. `migrate` is what
 * start-up runs; tests also take it down (`down({ to })`) to check a migration reverts.
 */
export function createMigrator(connection: Pick<SqlConnection, 'sequelize' | 'dialect'>) {
  const { sequelize, dialect } = connection;
  const context: MigrationContext = {
    queryInterface: sequelize.getQueryInterface(),
    dialect,
    tableOptions: dialect === 'mysql' ? { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' } : {},
  };
  return new Umzug<MigrationContext>({
    migrations: migrations.map((m) => ({
      name: m.name,
      up: ({ context: ctx }) => m.up(ctx),
      down: ({ context: ctx }) => m.down(ctx),
    })),
    context,
    storage: new SequelizeStorage({
      sequelize,
      tableName: 'schema_migrations',
      columnType: DataTypes.STRING(191),
    }),
    logger: undefined,
  });
}

/** Applies pending migrations; returns the names applied. Safe to call from many instances. */
export async function migrate(connection: SqlConnection): Promise<string[]> {
  const { sequelize, dialect } = connection;
  const umzug = createMigrator(connection);
  if (dialect === 'sqlite') {
    const applied = await umzug.up();
    return applied.map((m) => m.name);
  }

  // Two instances starting together against one MySQL: a named lock held on one pinned
  // connection (a transaction) lets exactly one of them migrate; the other waits, then finds
  // nothing pending. DDL runs on other pool connections, so its implicit commits don't release it.
  return sequelize.transaction(async (tx) => {
    const [row] = await sequelize.query<{ got: number | null }>(
      'SELECT GET_LOCK(:name, 120) AS got',
      { replacements: { name: LOCK_NAME }, type: QueryTypes.SELECT, transaction: tx },
    );
    if (Number(row?.got) !== 1) throw new Error('Could not take the migration lock in 120 s');
    try {
      const applied = await umzug.up();
      return applied.map((m) => m.name);
    } finally {
      await sequelize.query('SELECT RELEASE_LOCK(:name)', {
        replacements: { name: LOCK_NAME },
        type: QueryTypes.SELECT,
        transaction: tx,
      });
    }
  });
}
