import type { Migration } from './context';

// The stale-generation sweeper (findStalePending) asks for
// `status = 'pending' AND created_at < cutoff ORDER BY created_at, id`. 0002's generation
// indexes lead with user_id, so that read scanned the whole table every minute on every
// instance. (status, created_at) makes it one index range, already in the order asked for.

const INDEX = 'generations_status_created_idx';

export const generationsStatusCreatedIndex: Migration = {
  name: '0006-generations-status-created-index',
  async up({ queryInterface }) {
    await queryInterface.addIndex('generations', ['status', 'created_at'], { name: INDEX });
  },
  async down({ queryInterface }) {
    await queryInterface.removeIndex('generations', INDEX);
  },
};
