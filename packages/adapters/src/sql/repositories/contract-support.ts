import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkLedger, type CreditLedgerEntry, isDomainError, type User } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { ledgerSum } from '../../testing/ledger-sum';
import { aTransaction, aUser } from '../../testing/builders';
import { createTestMysqlDatabase } from '../../testing/services';
import { type Database, openDatabase } from '../database';

// Shared by the repository contract tests (never by the app): the databases every repository
// must behave the same on, and the helpers the cases share.

interface ContractDatabase {
  db: Database;
  /** Closes the database and removes whatever the test made (file, MySQL database). */
  cleanup(): Promise<void>;
}

/** Every database a repository must pass its contract on: both dialects, SQLite in both modes. */
const CONTRACT_DATABASES: Record<string, () => Promise<ContractDatabase>> = {
  'SQLite (file, WAL)': async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lumen-contract-'));
    const db = openDatabase({ sqlitePath: join(dir, 'test.sqlite') });
    return {
      db,
      cleanup: async () => {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
  'SQLite (:memory:)': async () => {
    const db = openDatabase({ sqlitePath: ':memory:' });
    return { db, cleanup: () => db.close() };
  },
  // MYSQL_URL, else 127.0.0.1:3306, else testcontainers; no server fails the file (never skips).
  'MySQL/MariaDB': async () => {
    const testDb = await createTestMysqlDatabase();
    const db = openDatabase({ url: testDb.url });
    return {
      db,
      cleanup: async () => {
        await db.close();
        await testDb.drop();
      },
    };
  },
};

export interface ContractContext {
  /** The migrated database of this run (read it inside a test: it is opened in `beforeAll`). */
  readonly db: Database;
  newUser(overrides?: Parameters<typeof aUser>[0]): Promise<User>;
  /** A new user whose balance is `credits`, through the ledger. */
  userWithCredits(credits: number): Promise<User>;
  expectDomainError(promise: Promise<unknown>, code: string): Promise<void>;
  /** Ledger invariant: balance = sum(entries), and the entries replay under the domain rules. */
  expectLedgerConsistent(userId: string): Promise<void>;
}

/**
 * `describe.each` over the contract databases: one migrated database per database and file,
 * made before the file's cases and dropped after.
 */
export function describeRepositoryContract(
  name: string,
  body: (ctx: ContractContext) => void,
): void {
  describe.each(Object.keys(CONTRACT_DATABASES))(`${name} contract on %s`, (database) => {
    let made: ContractDatabase | undefined;

    beforeAll(async () => {
      const make = CONTRACT_DATABASES[database];
      if (!make) throw new Error(`unknown contract database ${database}`);
      made = await make();
      await made.db.migrate();
    });

    afterAll(async () => {
      await made?.cleanup();
    });

    const ctx: ContractContext = {
      get db() {
        if (!made) throw new Error(`the ${database} database is not ready (read it inside a test)`);
        return made.db;
      },
      newUser: (overrides = {}) => ctx.db.users.create(aUser(overrides)),
      userWithCredits: async (credits) => {
        const user = await ctx.newUser();
        if (credits > 0) {
          // Bought credits, as production buys them: a paid order credited once.
          const order = await ctx.db.transactions.create(aTransaction(user.id, { credits }));
          await ctx.db.creditLedger.creditOrder(order.orderId);
        }
        return user;
      },
      expectDomainError: async (promise, code) => {
        const error = await promise.then(
          () => null,
          (e: unknown) => e,
        );
        if (!isDomainError(error)) throw new Error(`expected DomainError ${code}, got ${error}`);
        expect(error.code).toBe(code);
      },
      expectLedgerConsistent: async (userId) => {
        const balance = await ctx.db.creditLedger.balance(userId);
        expect(await ledgerSum(ctx.db, userId)).toBe(balance);
        expect(balance).toBeGreaterThanOrEqual(0);
        const all: CreditLedgerEntry[] = [];
        for (let page = 1; ; page++) {
          const { items, total } = await ctx.db.creditLedger.entries({ userId, page, limit: 100 });
          all.push(...items);
          if (all.length >= total || items.length === 0) break;
        }
        // Ledger ids are a sequence: the order entries were applied in.
        const ordered = [...all].sort((a, b) => Number(a.id) - Number(b.id));
        const checked = checkLedger(ordered, balance);
        expect(checked.ok, checked.ok ? '' : checked.error.message).toBe(true);
      },
    };

    body(ctx);
  });
}

export function inMinutes(minutes: number): Date {
  return new Date(Date.now() + minutes * 60_000);
}
