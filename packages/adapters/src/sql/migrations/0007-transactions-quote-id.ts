import { DataTypes } from 'sequelize';
import type { Migration } from './context';

// An order remembers the quote it was priced from, so a cancelled or failed payment can be paid
// again at the same price while that quote is still valid (quotes live 30 minutes in the quote
// store; the id alone is kept here, never a price). NULL for orders made before this column.

export const transactionsQuoteId: Migration = {
  name: '0007-transactions-quote-id',
  async up({ queryInterface }) {
    await queryInterface.addColumn('transactions', 'quote_id', {
      type: DataTypes.CHAR(36),
      allowNull: true,
    });
  },
  async down({ queryInterface }) {
    // Plain DROP COLUMN on both dialects: sequelize's SQLite removeColumn rebuilds the table and
    // would lose its unique indexes (order_id, session_id).
    await queryInterface.sequelize.query('ALTER TABLE `transactions` DROP COLUMN `quote_id`');
  },
};
