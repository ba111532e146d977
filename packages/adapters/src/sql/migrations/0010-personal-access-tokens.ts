import { DataTypes } from 'sequelize';
import { type Migration, timestamp, userRef, uuidKey } from './context';

// Personal access tokens: the API from a user's own code without a browser session. Only the
// SHA-256 of a token is kept; revoked_at kills it at once on every instance (each request looks
// it up here).

export const personalAccessTokens: Migration = {
  name: '0010-personal-access-tokens',
  async up({ queryInterface, tableOptions }) {
    await queryInterface.createTable(
      'personal_access_tokens',
      {
        id: uuidKey(),
        user_id: userRef('CASCADE'),
        name: { type: DataTypes.STRING(100), allowNull: false },
        scope: { type: DataTypes.STRING(16), allowNull: false },
        token_hash: { type: DataTypes.CHAR(64), allowNull: false },
        created_at: timestamp(),
        expires_at: timestamp(true),
        last_used_at: timestamp(true),
        revoked_at: timestamp(true),
      },
      tableOptions,
    );
    await queryInterface.addIndex('personal_access_tokens', ['token_hash'], {
      unique: true,
      name: 'personal_access_tokens_hash_uq',
    });
    await queryInterface.addIndex('personal_access_tokens', ['user_id', 'revoked_at'], {
      name: 'personal_access_tokens_user_idx',
    });
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('personal_access_tokens');
  },
};
