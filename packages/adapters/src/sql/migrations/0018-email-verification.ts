import { trialClaimAddress } from '@lumen/domain';
import { DataTypes, QueryTypes } from 'sequelize';
import { sha256Hex } from '../../crypto/token-hash';
import { type Migration, timestamp, userRef, uuidKey } from './context';

// The trial waits for a verified address. users.email_verified_at says when the sign-up's
// mailed link was opened; users.trial_owed_credits holds the trial promised at sign-up until
// then (0 once granted, or when the address had a trial before). email_verification_tokens
// are the links' tokens, kept as their SHA-256 like the password reset's.
// trial_claims now gets a row at sign-up (not only when an account is closed), so a `+tag` or
// dotted variant of a live account's address finds it; the live accounts that already had a
// trial get theirs here.

export const emailVerification: Migration = {
  name: '0018-email-verification',
  async up({ queryInterface, dialect, tableOptions }) {
    await queryInterface.addColumn('users', 'email_verified_at', timestamp(true));
    await queryInterface.addColumn('users', 'trial_owed_credits', {
      type: DataTypes.INTEGER,
      allowNull: false,
      defaultValue: 0,
    });
    await queryInterface.createTable(
      'email_verification_tokens',
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
    await queryInterface.addIndex('email_verification_tokens', ['token_hash'], {
      unique: true,
      name: 'email_verification_tokens_hash_uq',
    });
    await queryInterface.addIndex('email_verification_tokens', ['user_id', 'used_at'], {
      name: 'email_verification_tokens_user_idx',
    });

    const sequelize = queryInterface.sequelize;
    const ignore = dialect === 'mysql' ? 'INSERT IGNORE' : 'INSERT OR IGNORE';
    const now = new Date();
    const page = 1_000;
    for (let after = ''; ; ) {
      const rows = await sequelize.query<{ id: string; email: string }>(
        `SELECT u.\`id\`, u.\`email\` FROM \`users\` u
          WHERE u.\`deleted_at\` IS NULL AND u.\`id\` > :after
            AND EXISTS (SELECT 1 FROM \`credit_ledger\` l
                         WHERE l.\`user_id\` = u.\`id\` AND l.\`kind\` = 'trial_grant')
          ORDER BY u.\`id\` LIMIT ${page}`,
        { replacements: { after }, type: QueryTypes.SELECT },
      );
      for (const row of rows) {
        await sequelize.query(
          `${ignore} INTO \`trial_claims\` (\`email_hash\`, \`created_at\`) VALUES (:hash, :now)`,
          { replacements: { hash: sha256Hex(trialClaimAddress(row.email)), now } },
        );
      }
      if (rows.length < page) break;
      after = rows.at(-1)?.id ?? after;
    }
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('email_verification_tokens');
    await queryInterface.removeColumn('users', 'trial_owed_credits');
    await queryInterface.removeColumn('users', 'email_verified_at');
  },
};
