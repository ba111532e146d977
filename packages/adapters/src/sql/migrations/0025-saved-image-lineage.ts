import { DataTypes } from 'sequelize';
import type { Migration } from './context';

// Where a saved image came from (an edit with words, a variation): the source's media URL and
// how it was made of it. No foreign key: a deleted source leaves the child as it is. The index
// finds a source's gallery entry by its URL (MySQL indexes only a prefix of a long utf8mb4
// column; SQLite ignores the length).

const URL_INDEX = 'saved_images_user_url_idx';

export const savedImageLineage: Migration = {
  name: '0025-saved-image-lineage',
  async up({ queryInterface }) {
    await queryInterface.addColumn('saved_images', 'derived_from_url', {
      type: DataTypes.STRING(2048),
      allowNull: true,
    });
    await queryInterface.addColumn('saved_images', 'derivation', {
      type: DataTypes.STRING(16),
      allowNull: true,
    });
    await queryInterface.addIndex('saved_images', {
      name: URL_INDEX,
      fields: ['user_id', { name: 'image_url', length: 191 }],
    });
  },
  async down({ queryInterface }) {
    await queryInterface.removeIndex('saved_images', URL_INDEX);
    // Plain DROP COLUMN on both dialects: sequelize's SQLite removeColumn rebuilds the table and
    // trips over the gallery's expression indexes.
    await queryInterface.sequelize.query('ALTER TABLE `saved_images` DROP COLUMN `derivation`');
    await queryInterface.sequelize.query(
      'ALTER TABLE `saved_images` DROP COLUMN `derived_from_url`',
    );
  },
};
