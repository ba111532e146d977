import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMysqlDatabase, type TestMysqlDatabase } from '../testing/services';
import { type Database, openDatabase } from './database';

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

interface IndexInfo {
  name: string;
  fields: { attribute: string }[];
}

describe.each(['sqlite', 'mariadb'] as const)('gallery filter indexes (%s)', (dialect) => {
  let db: Database;
  let mysql: TestMysqlDatabase | undefined;

  beforeAll(async () => {
    if (dialect === 'mariadb') mysql = await createTestMysqlDatabase();
    db = openDatabase(mysql ? { url: mysql.url } : { sqlitePath: ':memory:' });
    await db.migrate();
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await mysql?.drop();
  });

  it('has the composite (user_id, deleted_at, filter, created_at) indexes', async () => {
    for (const [table, wanted] of Object.entries(EXPECTED)) {
      const indexes = (await db.sequelize
        .getQueryInterface()
        .showIndex(table)) as unknown as IndexInfo[];
      const byName = new Map(
        indexes.map((index) => [index.name, index.fields.map((f) => f.attribute)]),
      );
      for (const [name, fields] of Object.entries(wanted)) {
        expect(byName.get(name), `${table}.${name}`).toEqual(fields);
      }
    }
  });
});
