import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMysqlDatabase, type TestMysqlDatabase } from '../testing/services';
import { openDatabase } from './database';
import { migrations } from './migrations/index';

describe('migrations on MySQL/MariaDB', () => {
  let testDb: TestMysqlDatabase;

  beforeAll(async () => {
    testDb = await createTestMysqlDatabase();
  });

  afterAll(async () => {
    await testDb?.drop();
  });

  it('two instances starting together: one migrates, the other waits and finds nothing to do', async () => {
    const [one, two] = [openDatabase({ url: testDb.url }), openDatabase({ url: testDb.url })];
    try {
      const applied = await Promise.all([one.migrate(), two.migrate()]);
      expect(applied.flat().sort()).toEqual(migrations.map((m) => m.name).sort());
      expect(applied.some((names) => names.length === 0)).toBe(true);
      const [tables] = await one.sequelize.query('SHOW TABLES');
      // 23 tables before known devices (0020), passkeys (0021), linked identities (0022),
      // tallies (0023) and uploads (0024).
      expect(tables).toHaveLength(23 + 5);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('creates utf8mb4 tables with a unicode collation and enforces the balance CHECK', async () => {
    const db = openDatabase({ url: testDb.url });
    try {
      const [rows] = await db.sequelize.query(
        `SELECT TABLE_NAME AS t, TABLE_COLLATION AS c FROM information_schema.TABLES
          WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME <> 'schema_migrations'`,
      );
      for (const row of rows as { t: string; c: string }[]) {
        expect(row.c, row.t).toBe('utf8mb4_unicode_ci');
      }
      const user = await db.users.create({
        email: 'emoji@example.test',
        passwordHash: 'h',
        fullName: 'Zoë 🚀 Ñandú',
        language: 'en',
      });
      expect((await db.users.findById(user.id))?.fullName).toBe('Zoë 🚀 Ñandú');
    } finally {
      await db.close();
    }
  });
});
