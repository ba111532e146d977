import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from './database';
import { describeRepositoryContract } from './repository.contract';

describeRepositoryContract('SQLite (file, WAL)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-contract-'));
  const db = openDatabase({ sqlitePath: join(dir, 'test.sqlite') });
  return {
    db,
    cleanup: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describeRepositoryContract('SQLite (:memory:)', async () => {
  const db = openDatabase({ sqlitePath: ':memory:' });
  return { db, cleanup: () => db.close() };
});
