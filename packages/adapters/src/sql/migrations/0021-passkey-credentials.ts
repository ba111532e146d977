import { DataTypes } from 'sequelize';
import { type Migration, timestamp, userRef, uuidKey } from './context';

// Passkeys (WebAuthn credentials): the authenticator's credential id (base64url, unique across
// accounts: a sign-in finds its account by it), its public key and signature counter, the
// transports the browser reported, the name the user gave it and when it was last used.

export const passkeyCredentials: Migration = {
  name: '0021-passkey-credentials',
  async up({ queryInterface, tableOptions }) {
    await queryInterface.createTable(
      'passkey_credentials',
      {
        id: uuidKey(),
        user_id: userRef('CASCADE'),
        credential_id: { type: DataTypes.STRING(255), allowNull: false },
        public_key: { type: DataTypes.TEXT, allowNull: false },
        counter: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        transports: { type: DataTypes.STRING(255), allowNull: false, defaultValue: '' },
        name: { type: DataTypes.STRING(100), allowNull: false },
        created_at: timestamp(),
        last_used_at: timestamp(true),
      },
      tableOptions,
    );
    await queryInterface.addIndex('passkey_credentials', ['credential_id'], {
      unique: true,
      name: 'passkey_credentials_credential_uq',
    });
    await queryInterface.addIndex('passkey_credentials', ['user_id', 'created_at'], {
      name: 'passkey_credentials_user_idx',
    });
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('passkey_credentials');
  },
};
