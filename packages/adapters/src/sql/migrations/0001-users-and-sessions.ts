import { DataTypes } from 'sequelize';
import { type Migration, timestamp, timestamps, userRef, uuidKey } from './context';

export const usersAndSessions: Migration = {
  name: '0001-users-and-sessions',
  async up({ queryInterface, tableOptions }) {
    await queryInterface.createTable(
      'users',
      {
        id: uuidKey(),
        email: { type: DataTypes.STRING(255), allowNull: false },
        password_hash: { type: DataTypes.STRING(255), allowNull: false },
        full_name: { type: DataTypes.STRING(100), allowNull: false },
        phone: { type: DataTypes.STRING(32), allowNull: true },
        language: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'en' },
        // A string type keeps the CHECK in the column definition, which both MySQL 8 / MariaDB
        // and SQLite accept inside CREATE TABLE (SQLite cannot add a CHECK afterwards).
        credits_balance: {
          type: 'INTEGER NOT NULL DEFAULT 0 CHECK (credits_balance >= 0)',
        } as never,
        ...timestamps(),
        deleted_at: timestamp(true),
      },
      tableOptions,
    );
    await queryInterface.addIndex('users', ['email'], { unique: true, name: 'users_email_uq' });

    await queryInterface.createTable(
      'sessions',
      {
        id: uuidKey(),
        user_id: userRef('CASCADE'),
        token_hash: { type: DataTypes.CHAR(64), allowNull: false },
        expires_at: timestamp(),
        revoked_at: timestamp(true),
        created_at: timestamp(),
        last_seen_at: timestamp(true),
        ip_address: { type: DataTypes.STRING(45), allowNull: true },
        user_agent: { type: DataTypes.STRING(512), allowNull: true },
      },
      tableOptions,
    );
    await queryInterface.addIndex('sessions', ['token_hash'], {
      unique: true,
      name: 'sessions_token_hash_uq',
    });
    await queryInterface.addIndex('sessions', ['user_id', 'revoked_at', 'expires_at'], {
      name: 'sessions_user_active_idx',
    });
    await queryInterface.addIndex('sessions', ['expires_at'], { name: 'sessions_expires_idx' });
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('sessions');
    await queryInterface.dropTable('users');
  },
};
