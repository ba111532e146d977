import { DataTypes } from 'sequelize';
import { type Migration, timestamp, userRef, uuidKey } from './context';

// Sign-in through an OpenID Connect provider ("Continue with Google"): each row links one
// provider account (its issuer and the stable `sub` it gives) to one of ours. The pair is
// unique, so one provider account never reaches two of ours; the address the provider gave is
// kept only to show the link in Settings. An account signed up this way has no password: its
// users.password_hash is empty, which no password ever verifies against.

export const linkedIdentities: Migration = {
  name: '0022-linked-identities',
  async up({ queryInterface, tableOptions }) {
    await queryInterface.createTable(
      'linked_identities',
      {
        id: uuidKey(),
        user_id: userRef('CASCADE'),
        issuer: { type: DataTypes.STRING(255), allowNull: false },
        subject: { type: DataTypes.STRING(255), allowNull: false },
        email: { type: DataTypes.STRING(255), allowNull: false },
        created_at: timestamp(),
        last_used_at: timestamp(true),
      },
      tableOptions,
    );
    await queryInterface.addIndex('linked_identities', ['issuer', 'subject'], {
      unique: true,
      name: 'linked_identities_issuer_subject_uq',
    });
    await queryInterface.addIndex('linked_identities', ['user_id'], {
      name: 'linked_identities_user_idx',
    });
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('linked_identities');
  },
};
