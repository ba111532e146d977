import { DataTypes } from 'sequelize';
import { type Migration, timestamp, userRef, uuidKey } from './context';

// Password reset tokens (only their SHA-256 is kept; single use, 30 minutes) and what the mail
// side remembers per account: the site language its mails go out in, and when the last
// low-balance notice went (at most one a day, claimed here so several instances send one).

export const passwordResetsAndAccountMail: Migration = {
  name: '0011-password-resets-and-account-mail',
  async up({ queryInterface, tableOptions }) {
    await queryInterface.createTable(
      'password_reset_tokens',
      {
        id: uuidKey(),
        user_id: userRef('CASCADE'),
        token_hash: { type: DataTypes.CHAR(64), allowNull: false },
        created_at: timestamp(),
        expires_at: timestamp(),
        used_at: timestamp(true),
      },
      tableOptions,
    );
    await queryInterface.addIndex('password_reset_tokens', ['token_hash'], {
      unique: true,
      name: 'password_reset_tokens_hash_uq',
    });
    await queryInterface.addIndex('password_reset_tokens', ['user_id', 'used_at'], {
      name: 'password_reset_tokens_user_idx',
    });
    await queryInterface.createTable(
      'account_mail_settings',
      {
        user_id: { ...userRef('CASCADE'), primaryKey: true },
        language: { type: DataTypes.STRING(8), allowNull: true },
        low_balance_notified_at: timestamp(true),
      },
      tableOptions,
    );
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('account_mail_settings');
    await queryInterface.dropTable('password_reset_tokens');
  },
};
