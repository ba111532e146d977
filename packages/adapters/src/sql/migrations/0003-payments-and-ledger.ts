import { DataTypes } from 'sequelize';
import { type Migration, timestamp, timestamps, userRef, uuidKey } from './context';

export const paymentsAndLedger: Migration = {
  name: '0003-payments-and-ledger',
  async up({ queryInterface, tableOptions }) {
    await queryInterface.createTable(
      'transactions',
      {
        id: uuidKey(),
        order_id: { type: DataTypes.STRING(100), allowNull: false },
        session_id: { type: DataTypes.STRING(255), allowNull: true },
        user_id: userRef('SET NULL', true),
        user_email: { type: DataTypes.STRING(255), allowNull: false },
        credits: { type: DataTypes.INTEGER, allowNull: false },
        amount: { type: DataTypes.DECIMAL(10, 2), allowNull: false },
        currency: { type: DataTypes.CHAR(3), allowNull: false, defaultValue: 'EUR' },
        status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'pending' },
        credited: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        payment_url: { type: DataTypes.STRING(2048), allowNull: true },
        webhook_processed: timestamp(true),
        ...timestamps(),
      },
      tableOptions,
    );
    await queryInterface.addIndex('transactions', ['order_id'], {
      unique: true,
      name: 'transactions_order_id_uq',
    });
    // Both dialects allow many NULLs under a UNIQUE index.
    await queryInterface.addIndex('transactions', ['session_id'], {
      unique: true,
      name: 'transactions_session_id_uq',
    });
    await queryInterface.addIndex('transactions', ['user_id', 'created_at'], {
      name: 'transactions_user_created_idx',
    });

    await queryInterface.createTable(
      'credit_ledger',
      {
        // A sequence, not a uuid: per user, ids follow the order entries were applied in
        // (the user's row lock serialises them), which replaying the ledger relies on.
        id: { type: DataTypes.BIGINT, allowNull: false, primaryKey: true, autoIncrement: true },
        user_id: userRef('RESTRICT'),
        kind: { type: DataTypes.STRING(32), allowNull: false },
        amount: { type: DataTypes.INTEGER, allowNull: false },
        idempotency_key: { type: DataTypes.STRING(191), allowNull: false },
        reference: { type: DataTypes.STRING(191), allowNull: false },
        reason: { type: DataTypes.STRING(255), allowNull: true },
        balance_after: { type: DataTypes.INTEGER, allowNull: false },
        created_at: timestamp(),
      },
      tableOptions,
    );
    await queryInterface.addIndex('credit_ledger', ['idempotency_key'], {
      unique: true,
      name: 'credit_ledger_idempotency_key_uq',
    });
    await queryInterface.addIndex('credit_ledger', ['user_id', 'created_at'], {
      name: 'credit_ledger_user_created_idx',
    });
    await queryInterface.addIndex('credit_ledger', ['reference'], {
      name: 'credit_ledger_reference_idx',
    });
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('credit_ledger');
    await queryInterface.dropTable('transactions');
  },
};
