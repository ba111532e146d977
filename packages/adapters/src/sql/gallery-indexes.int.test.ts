import { describe, expect, it } from 'vitest';
import {
  indexColumns,
  MIGRATION_TEST_DIALECTS,
  useMigratedDatabase,
} from './migration-test-support';

// Migration 0004: the gallery's filter indexes lead with (user_id, deleted_at, <filter>).

const EXPECTED: Record<string, Record<string, string[]>> = {
  saved_images: {
    saved_images_user_created_idx: ['user_id', 'deleted_at', 'created_at'],
    saved_images_user_live_style_idx: ['user_id', 'deleted_at', 'style', 'created_at'],
    saved_images_user_live_size_idx: ['user_id', 'deleted_at', 'size', 'created_at'],
    saved_images_user_live_ratio_idx: ['user_id', 'deleted_at', 'aspect_ratio', 'created_at'],
  },
  saved_texts: {
    saved_texts_user_created_idx: ['user_id', 'deleted_at', 'created_at'],
    saved_texts_user_live_type_idx: ['user_id', 'deleted_at', 'text_type', 'created_at'],
    saved_texts_user_live_length_idx: ['user_id', 'deleted_at', 'text_length', 'created_at'],
    saved_texts_user_live_style_idx: ['user_id', 'deleted_at', 'writing_style', 'created_at'],
  },
};

describe.each(MIGRATION_TEST_DIALECTS)('gallery filter indexes (%s)', (dialect) => {
  const ctx = useMigratedDatabase(dialect);

  it('has the composite (user_id, deleted_at, filter, created_at) indexes', async () => {
    for (const [table, wanted] of Object.entries(EXPECTED)) {
      const byName = await indexColumns(ctx.db, table);
      for (const [name, fields] of Object.entries(wanted)) {
        expect(byName.get(name), `${table}.${name}`).toEqual(fields);
      }
    }
  });
});
