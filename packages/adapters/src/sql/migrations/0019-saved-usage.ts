import { DataTypes } from 'sequelize';
import { fillSavedUsage, SAVED_USAGE_TABLE } from '../saved-usage';
import { type Migration, userRef } from './context';

// Saving texts and images was free and unbounded. Each account's usage (live items and their
// bytes, saved-usage.ts) is kept in a row of its own, so the quota is checked and counted in the
// save's transaction without reading the library; filled here from the live rows.

export const savedUsage: Migration = {
  name: '0019-saved-usage',
  async up({ queryInterface, dialect, tableOptions }) {
    await queryInterface.createTable(
      SAVED_USAGE_TABLE,
      {
        user_id: { ...userRef('CASCADE'), primaryKey: true },
        items: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        bytes: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
      },
      tableOptions,
    );
    await fillSavedUsage({ sequelize: queryInterface.sequelize, dialect });
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable(SAVED_USAGE_TABLE);
  },
};
