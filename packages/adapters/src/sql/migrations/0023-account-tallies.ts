import { DataTypes } from 'sequelize';
import { ACCOUNT_TALLIES_TABLE, fillAccountTallies } from '../account-tallies';
import { type Migration, userRef } from './context';

// The dashboard and the creations' list counted and summed over all of an account's generations
// and orders on every read. Each account's tallies (account-tallies.ts: by kind and status, by
// hour made and status, orders by status) are kept in rows of their own, changed in the write's
// transaction; filled here from the rows already there. The rows of the week's two partial hours
// are still counted: an index holding the status after the date answers that from the index alone.

const WEEK_INDEX = 'generations_user_created_status_idx';

export const accountTallies: Migration = {
  name: '0023-account-tallies',
  async up({ queryInterface, dialect, tableOptions }) {
    await queryInterface.createTable(
      ACCOUNT_TALLIES_TABLE,
      {
        user_id: { ...userRef('CASCADE'), primaryKey: true },
        tally: { type: DataTypes.STRING(64), allowNull: false, primaryKey: true },
        n: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        total: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
      },
      tableOptions,
    );
    await queryInterface.addIndex(
      'generations',
      ['user_id', 'deleted_at', 'created_at', 'status'],
      { name: WEEK_INDEX },
    );
    await fillAccountTallies({ sequelize: queryInterface.sequelize, dialect });
  },
  async down({ queryInterface }) {
    await queryInterface.removeIndex('generations', WEEK_INDEX);
    await queryInterface.dropTable(ACCOUNT_TALLIES_TABLE);
  },
};
