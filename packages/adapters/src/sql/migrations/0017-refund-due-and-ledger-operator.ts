import { DataTypes } from 'sequelize';
import { type Migration, timestamp } from './context';

// `transactions.refund_due_at`: a payment that arrived for a closed account is not credited
// (nobody can spend it) but recorded here, so the operator console lists it to refund.
// `credit_ledger.operator_id`: who made an adjustment, on the ledger row itself (written in the
// ledger's transaction), so it outlives the target's activity log, which deletion erases. No
// foreign key: the ledger row is the record, whatever becomes of the operator's account.

export const refundDueAndLedgerOperator: Migration = {
  name: '0017-refund-due-and-ledger-operator',
  async up({ queryInterface }) {
    await queryInterface.addColumn('transactions', 'refund_due_at', timestamp(true));
    await queryInterface.addColumn('credit_ledger', 'operator_id', {
      type: DataTypes.CHAR(36),
      allowNull: true,
    });
  },
  async down({ queryInterface }) {
    // Plain DROP COLUMN on both dialects: sequelize's SQLite removeColumn rebuilds the table and
    // would lose its unique indexes.
    await queryInterface.sequelize.query('ALTER TABLE `credit_ledger` DROP COLUMN `operator_id`');
    await queryInterface.sequelize.query('ALTER TABLE `transactions` DROP COLUMN `refund_due_at`');
  },
};
