import type { Migration } from './context';

// The gallery lists filter on (user_id, deleted_at IS NULL, <filter>) and sort by created_at.
// 0002's filter indexes skip deleted_at, so a filtered COUNT(*) read every row of the user's
// filter value to check deleted_at (BENCHMARKS.md, 100,000 rows). These lead with
// (user_id, deleted_at, <filter>) so the count and the page are one index range.
// (user_id, deleted_at, created_at) exists on both tables since 0002. The older filter indexes
// stay for now (dropping them is a separate, measured change).

const IMAGE_INDEXES: readonly (readonly [string, readonly string[]])[] = [
  ['saved_images_user_live_style_idx', ['user_id', 'deleted_at', 'style', 'created_at']],
  ['saved_images_user_live_size_idx', ['user_id', 'deleted_at', 'size', 'created_at']],
  ['saved_images_user_live_ratio_idx', ['user_id', 'deleted_at', 'aspect_ratio', 'created_at']],
];

const TEXT_INDEXES: readonly (readonly [string, readonly string[]])[] = [
  ['saved_texts_user_live_type_idx', ['user_id', 'deleted_at', 'text_type', 'created_at']],
  ['saved_texts_user_live_length_idx', ['user_id', 'deleted_at', 'text_length', 'created_at']],
  ['saved_texts_user_live_style_idx', ['user_id', 'deleted_at', 'writing_style', 'created_at']],
];

export const galleryFilterIndexes: Migration = {
  name: '0004-gallery-filter-indexes',
  async up({ queryInterface }) {
    for (const [name, fields] of IMAGE_INDEXES) {
      await queryInterface.addIndex('saved_images', [...fields], { name });
    }
    for (const [name, fields] of TEXT_INDEXES) {
      await queryInterface.addIndex('saved_texts', [...fields], { name });
    }
  },
  async down({ queryInterface }) {
    for (const [name] of TEXT_INDEXES) await queryInterface.removeIndex('saved_texts', name);
    for (const [name] of IMAGE_INDEXES) await queryInterface.removeIndex('saved_images', name);
  },
};
