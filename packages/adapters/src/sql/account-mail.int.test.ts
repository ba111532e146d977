import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMysqlDatabase } from '../testing/services';
import { type Database, openDatabase } from './database';

const DAY = 24 * 60 * 60 * 1000;
const hash = (c: string) => c.repeat(64);

for (const engine of ['SQLite', 'MySQL/MariaDB'] as const) {
  describe(`password reset tokens and account mail settings on ${engine}`, () => {
    let db: Database;
    let drop = async () => {};
    let userId: string;

    beforeAll(async () => {
      if (engine === 'SQLite') {
        db = openDatabase({ sqlitePath: ':memory:' });
      } else {
        const testDb = await createTestMysqlDatabase();
        db = openDatabase({ url: testDb.url });
        drop = testDb.drop;
      }
      await db.migrate();
      const user = await db.users.create({
        email: 'ada@example.com',
        passwordHash: 'h',
        fullName: 'Ada Lovelace',
        language: 'en',
      });
      userId = user.id;
    });
    afterAll(async () => {
      await db?.close();
      await drop();
    });

    it('a token is usable until it expires, and is used once; the others of the user die with it', async () => {
      const now = new Date();
      const later = new Date(now.getTime() + 30 * 60 * 1000);
      await db.passwordResetTokens.create({ userId, tokenHash: hash('a'), expiresAt: later });
      await db.passwordResetTokens.create({ userId, tokenHash: hash('b'), expiresAt: later });
      expect(await db.passwordResetTokens.findUsable(hash('a'), now)).toEqual({ userId });
      expect(await db.passwordResetTokens.findUsable(hash('a'), later)).toBeNull();
      expect(await db.passwordResetTokens.findUsable(hash('f'), now)).toBeNull();

      const uses = await Promise.all([
        db.passwordResetTokens.consume(hash('a'), now),
        db.passwordResetTokens.consume(hash('a'), now),
      ]);
      expect(uses.filter(Boolean)).toHaveLength(1);
      expect(await db.passwordResetTokens.findUsable(hash('a'), now)).toBeNull();
      expect(await db.passwordResetTokens.findUsable(hash('b'), now)).toBeNull();
      expect(await db.passwordResetTokens.consume(hash('b'), now)).toBe(false);
    });

    it('remembers the language and claims one low-balance notice a day', async () => {
      expect(await db.accountMailSettings.language(userId)).toBeNull();
      const now = new Date();
      const claims = await Promise.all([
        db.accountMailSettings.claimLowBalanceNotice(userId, now, DAY),
        db.accountMailSettings.claimLowBalanceNotice(userId, now, DAY),
      ]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(
        await db.accountMailSettings.claimLowBalanceNotice(
          userId,
          new Date(now.getTime() + DAY - 1000),
          DAY,
        ),
      ).toBe(false);
      expect(
        await db.accountMailSettings.claimLowBalanceNotice(
          userId,
          new Date(now.getTime() + DAY),
          DAY,
        ),
      ).toBe(true);

      await db.accountMailSettings.rememberLanguage(userId, 'es');
      expect(await db.accountMailSettings.language(userId)).toBe('es');
      await db.accountMailSettings.rememberLanguage(userId, 'en');
      expect(await db.accountMailSettings.language(userId)).toBe('en');
    });
  });
}
