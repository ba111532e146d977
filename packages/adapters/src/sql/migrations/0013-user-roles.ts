import { DataTypes } from 'sequelize';
import { type Migration, timestamp, userRef } from './context';

// Roles beyond a plain account (the operator's `admin`). A table of their own rather than a
// column on users: no sign-up or profile write can reach it; only the admin CLI grants a role.

export const userRoles: Migration = {
  name: '0013-user-roles',
  async up({ queryInterface, tableOptions }) {
    await queryInterface.createTable(
      'user_roles',
      {
        user_id: { ...userRef('CASCADE'), primaryKey: true },
        role: { type: DataTypes.STRING(16), allowNull: false, primaryKey: true },
        created_at: timestamp(),
      },
      tableOptions,
    );
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('user_roles');
  },
};
