import { DataTypes, type QueryInterface } from 'sequelize';
import type { SqlDialect } from '../connection';

export interface MigrationContext {
  queryInterface: QueryInterface;
  dialect: SqlDialect;
  /** utf8mb4 + a case-insensitive unicode collation on MySQL; nothing on SQLite. */
  tableOptions: { charset?: string; collate?: string };
}

export interface Migration {
  name: string;
  up(context: MigrationContext): Promise<void>;
  down(context: MigrationContext): Promise<void>;
}

/** uuid primary keys everywhere: ids are unguessable and can be made before the insert. */
export const uuidKey = () => ({ type: DataTypes.CHAR(36), allowNull: false, primaryKey: true });

export const userRef = (onDelete: 'CASCADE' | 'SET NULL' | 'RESTRICT', allowNull = false) => ({
  type: DataTypes.CHAR(36),
  allowNull,
  references: { model: 'users', key: 'id' },
  onDelete,
  onUpdate: 'CASCADE',
});

/** Millisecond precision so "newest first" is stable for rows written in the same second. */
export const timestamp = (allowNull = false) => ({ type: DataTypes.DATE(3), allowNull });

export const timestamps = () => ({ created_at: timestamp(), updated_at: timestamp() });

/**
 * The column types and table options of a search index kept as its own primary key: SQLite
 * keeps it as the table itself (WITHOUT ROWID), its term in NOCASE, the case folding its LIKE
 * uses; MariaDB's primary key is the clustered table, in the table's collation (the indexed
 * text's).
 */
export function searchIndexTable(
  { dialect, tableOptions }: Pick<MigrationContext, 'dialect' | 'tableOptions'>,
  termChars: number,
): { termType: string; id: string; options: string } {
  return dialect === 'mysql'
    ? {
        termType: `VARCHAR(${termChars})`,
        id: 'CHAR(36)',
        options: `ENGINE=InnoDB DEFAULT CHARSET=${tableOptions.charset} COLLATE=${tableOptions.collate}`,
      }
    : { termType: 'TEXT COLLATE NOCASE', id: 'VARCHAR(36)', options: 'WITHOUT ROWID' };
}
