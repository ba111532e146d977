import { DataTypes } from 'sequelize';
import { type Migration, timestamp, userRef } from './context';

// New-device sign-in notices. sessions already keep their user agent and client address, but
// expired sessions are deleted, so the device families an account has signed in from (the
// SHA-256 of browser, system and client network) are kept in a table of their own. Whether the
// account wants a mail about a new one is a mail setting, off until it is turned on.

export const knownDevices: Migration = {
  name: '0020-known-devices',
  async up({ queryInterface, tableOptions }) {
    await queryInterface.createTable(
      'known_devices',
      {
        user_id: { ...userRef('CASCADE'), primaryKey: true },
        family_hash: { type: DataTypes.CHAR(64), allowNull: false, primaryKey: true },
        first_seen_at: timestamp(),
        last_seen_at: timestamp(),
      },
      tableOptions,
    );
    await queryInterface.addColumn('account_mail_settings', 'new_device_mail', {
      type: DataTypes.BOOLEAN,
      allowNull: false,
      defaultValue: false,
    });
  },
  async down({ queryInterface }) {
    await queryInterface.removeColumn('account_mail_settings', 'new_device_mail');
    await queryInterface.dropTable('known_devices');
  },
};
