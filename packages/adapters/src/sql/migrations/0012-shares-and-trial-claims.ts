import { DataTypes } from 'sequelize';
import { type Migration, timestamp, userRef, uuidKey } from './context';

// Share links: a public page per link (`/s/<token>`), dead once revoked or past expires_at;
// each visit reads this table, so that holds at once on every instance.
// trial_claims: the SHA-256 of every e-mail address that was given a trial and whose account
// was deleted, so signing up again with it gets no second trial (the address itself is gone).

export const sharesAndTrialClaims: Migration = {
  name: '0012-shares-and-trial-claims',
  async up({ queryInterface, tableOptions }) {
    await queryInterface.createTable(
      'shares',
      {
        id: uuidKey(),
        user_id: userRef('CASCADE'),
        // Binary: tokens are case-sensitive, and MySQL's default collation is not.
        token: { type: DataTypes.STRING(64).BINARY, allowNull: false },
        item_type: { type: DataTypes.STRING(16), allowNull: false },
        item_id: { type: DataTypes.CHAR(36), allowNull: false },
        created_at: timestamp(),
        expires_at: timestamp(true),
        revoked_at: timestamp(true),
      },
      tableOptions,
    );
    await queryInterface.addIndex('shares', ['token'], { unique: true, name: 'shares_token_uq' });
    await queryInterface.addIndex('shares', ['user_id', 'revoked_at', 'created_at'], {
      name: 'shares_user_idx',
    });
    await queryInterface.createTable(
      'trial_claims',
      {
        email_hash: { type: DataTypes.CHAR(64), allowNull: false, primaryKey: true },
        created_at: timestamp(),
      },
      tableOptions,
    );
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('trial_claims');
    await queryInterface.dropTable('shares');
  },
};
