import { DataTypes } from 'sequelize';
import { type Migration, timestamp } from './context';

// The free trial: a new account's trial credits are part of credits_balance and are spent
// first; users.trial_credits says how many of them are left and trial_expires_at when they
// lapse (NULL once the sweeper lapsed them). Each ledger row says how much of its amount moved
// trial credits, so a refund can put trial credits back where they came from, and
// SUM(trial_amount) = trial_credits holds like SUM(amount) = credits_balance.

const EXPIRY_INDEX = 'users_trial_expires_at_idx';

export const trialCredits: Migration = {
  name: '0009-trial-credits',
  async up({ queryInterface }) {
    await queryInterface.addColumn('users', 'trial_credits', {
      type: DataTypes.INTEGER,
      allowNull: false,
      defaultValue: 0,
    });
    await queryInterface.addColumn('users', 'trial_expires_at', timestamp(true));
    // The sweeper asks for `trial_expires_at <= now`: one index range, not a table scan.
    await queryInterface.addIndex('users', ['trial_expires_at'], { name: EXPIRY_INDEX });
    await queryInterface.addColumn('credit_ledger', 'trial_amount', {
      type: DataTypes.INTEGER,
      allowNull: false,
      defaultValue: 0,
    });
  },
  async down({ queryInterface }) {
    await queryInterface.removeColumn('credit_ledger', 'trial_amount');
    await queryInterface.removeIndex('users', EXPIRY_INDEX);
    await queryInterface.removeColumn('users', 'trial_expires_at');
    await queryInterface.removeColumn('users', 'trial_credits');
  },
};
