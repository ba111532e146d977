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
