import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type BackupManifest,
  LocalMediaTree,
  type MediaTree,
  S3MediaTree,
} from '@lumen/adapters/backup';
import {
  createTestMysqlDatabase,
  type S3Peer,
  startS3Peer,
  type TestMysqlDatabase,
} from '@lumen/adapters/testing';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  debitedGeneration,
  grant,
  ledgerSum,
  order,
  postCallback,
  signedCallback,
  TEST_CALLBACK_SECRET,
} from '../testing/commerce';
import { call, signUp } from '../testing/http';
import { waitFor } from '../testing/wait-for';
import {
  createTestApp,
  mysqlUrlOf,
  TEST_PUBLIC_URL,
  type TestApp,
  type TestDialect,
} from '../testing/test-app';
import { backupCommand, restoreCommand } from './backup-commands';

// The backup is taken while generations (with their media) and payments run; it is restored into
// an empty database and media store, and must hold every row and medium that existed when it
// began, none that did not exist when it ended, and a ledger that sums to every balance.

const IMAGE = {
  prompt: 'a lighthouse at dusk',
  size: '512x512',
  style: 'cartoon',
  count: 1,
  guidance: 7,
  upscale: false,
  styleTransfer: false,
};

interface Scenario {
  readonly dialect: TestDialect;
  readonly media: 'local' | 's3';
}

const SCENARIOS: readonly Scenario[] = [
  { dialect: 'sqlite', media: 'local' },
  { dialect: 'mariadb', media: 'local' },
  { dialect: 'mariadb', media: 's3' },
];

/** The place the server's environment points at: its data folder, database and bucket. */
interface Place {
  readonly env: Record<string, string>;
  readonly media: MediaTree;
  close(): Promise<void>;
}

const baseEnv = (dataDir: string) => ({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  PUBLIC_URL: TEST_PUBLIC_URL,
  PAYMENT_CALLBACK_SECRET: TEST_CALLBACK_SECRET,
});

function s3Tree(peer: S3Peer): MediaTree {
  return new S3MediaTree({
    bucket: peer.bucket,
    endpoint: peer.endpoint,
    region: peer.region,
    credentials: { accessKeyId: peer.accessKeyId, secretAccessKey: peer.secretAccessKey },
  });
}

/** An empty place: a fresh data folder, a fresh MariaDB database, a fresh bucket. */
async function emptyPlace(scenario: Scenario): Promise<Place> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lumen-restore-'));
  const mysql: TestMysqlDatabase | undefined =
    scenario.dialect === 'mariadb' ? await createTestMysqlDatabase() : undefined;
  const peer = scenario.media === 's3' ? await startS3Peer('lumen-restored') : undefined;
  const media = peer ? s3Tree(peer) : new LocalMediaTree(path.join(dataDir, 'media'));
  return {
    env: {
      ...baseEnv(dataDir),
      ...(mysql ? { DATABASE_URL: mysql.url } : {}),
      ...(peer?.env ?? {}),
    },
    media,
    close: async () => {
      media.close();
      await peer?.close();
      await mysql?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What the tables and the media store hold, read (not as one snapshot) at one moment. */
interface State {
  readonly ledger: Map<string, string>;
  readonly users: Set<string>;
  readonly generations: Set<string>;
  readonly media: Set<string>;
}

async function rows(t: TestApp, sql: string): Promise<Record<string, unknown>[]> {
  return t.container.db.sequelize.query<Record<string, unknown>>(sql, {
    type: QueryTypes.SELECT,
  });
}

/** A row as comparable text: every column, dates as ISO strings, numbers as numbers. */
function rowText(row: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(row)
      .sort()
      .map((column) => {
        const value = row[column];
        if (value instanceof Date) return [column, value.toISOString()];
        if (typeof value === 'bigint') return [column, Number(value)];
        return [column, typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value];
      }),
  );
}

async function keysOf(tree: MediaTree): Promise<Set<string>> {
  const keys = new Set<string>();
  for await (const key of tree.keys()) keys.add(key);
  return keys;
}

async function stateOf(t: TestApp, media: MediaTree): Promise<State> {
  const ledger = new Map<string, string>();
  for (const row of await rows(t, 'SELECT * FROM credit_ledger')) {
    ledger.set(String(row.id), rowText(row));
  }
  const ids = async (table: string) =>
    new Set((await rows(t, `SELECT id FROM ${table}`)).map((row) => String(row.id)));
  return {
    ledger,
    users: await ids('users'),
    generations: await ids('generations'),
    media: await keysOf(media),
  };
}

function expectSubset(label: string, small: Iterable<string>, big: Set<string>) {
  const absent = [...small].filter((item) => !big.has(item));
  expect(absent, `${label} absent`).toEqual([]);
}

/**
 * Generations and paid orders for each user, round after round, until `stop()`: the load the
 * backup is taken under. Answers how many of each succeeded.
 */
function startLoad(t: TestApp, users: readonly { token: string; userId: string }[]) {
  let running = true;
  const done = { generations: 0, payments: 0 };
  const loops = users.map(async (user) => {
    while (running) {
      const generated = await call(t, 'POST', '/api/generate/image', {
        token: user.token,
        json: IMAGE,
      });
      if (generated.status !== 200) throw new Error(`generate: ${generated.status}`);
      done.generations++;
      const pending = await order(t, user.token, 100, 'GBP');
      const paid = await postCallback(
        t,
        signedCallback({ orderId: pending.orderId, amount: pending.amount, currencyCode: 'GBP' }),
      );
      if (paid.status !== 200) throw new Error(`callback: ${paid.status} ${paid.text}`);
      done.payments++;
    }
  });
  return {
    done,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe.each(SCENARIOS)('backup and restore ($dialect, $media media)', (scenario) => {
  let source: TestApp;
  let sourceMedia: MediaTree;
  let sourceEnv: Record<string, string>;
  let sourcePeer: S3Peer | undefined;
  let backupRoot: string;
  let backupDir: string;
  let before: State;
  let after: State;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    sourcePeer = scenario.media === 's3' ? await startS3Peer() : undefined;
    source = await createTestApp(scenario.dialect, { env: sourcePeer?.env ?? {} });
    sourceMedia = sourcePeer
      ? s3Tree(sourcePeer)
      : new LocalMediaTree(path.join(source.dataDir, 'media'));
    sourceEnv = {
      ...baseEnv(source.dataDir),
      ...(scenario.dialect === 'mariadb' ? { DATABASE_URL: mysqlUrlOf(source) } : {}),
      ...(sourcePeer?.env ?? {}),
    };
    backupRoot = mkdtempSync(path.join(tmpdir(), 'lumen-backups-'));
    backupDir = path.join(backupRoot, 'nightly');

    const users = [];
    for (let i = 0; i < 3; i++) {
      const user = await signUp(source);
      await grant(source, user.userId, 500);
      users.push(user);
    }
    const load = startLoad(source, users);
    try {
      await waitFor(
        async () => ({ ...load.done }),
        (done) => done.generations >= 3 && done.payments >= 3,
      );
      before = await stateOf(source, sourceMedia);
      const printed: string[] = [];
      const code = await backupCommand([backupDir], sourceEnv, (line) => printed.push(line));
      expect(code, printed.join('\n')).toBe(0);
      after = await stateOf(source, sourceMedia);
    } finally {
      await load.stop();
    }
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    sourceMedia?.close();
    await source?.close();
    await sourcePeer?.close();
    if (backupRoot) rmSync(backupRoot, { recursive: true, force: true });
  });

  it('restores every ledger row, user, generation and medium of the snapshot into an empty place', async () => {
    const target = await emptyPlace(scenario);
    cleanups.push(() => target.close());
    const printed: string[] = [];
    const code = await restoreCommand([backupDir], target.env, (line) => printed.push(line));
    expect(code, printed.join('\n')).toBe(0);

    const restored = await createTestApp(scenario.dialect, {
      ...(scenario.dialect === 'mariadb'
        ? { databaseUrl: target.env.DATABASE_URL }
        : { dataDir: target.env.DATA_DIR }),
      env: scenario.media === 's3' ? target.env : {},
    });
    cleanups.push(() => restored.close());
    const state = await stateOf(restored, target.media);

    // The load wrote while the backup ran, and the snapshot lies between what existed when the
    // backup began and what existed when it ended.
    expect(before.ledger.size).toBeGreaterThan(0);
    expect(after.ledger.size).toBeGreaterThan(before.ledger.size);
    for (const [id, row] of before.ledger) expect(state.ledger.get(id), `ledger ${id}`).toBe(row);
    for (const [id, row] of state.ledger) expect(after.ledger.get(id), `ledger ${id}`).toBe(row);
    expectSubset('users', before.users, state.users);
    expectSubset('users', state.users, after.users);
    expectSubset('generations', before.generations, state.generations);
    expectSubset('generations', state.generations, after.generations);
    expectSubset('media', before.media, state.media);

    // The manifest tells what the snapshot held, and where a binary log replay would start.
    const manifest = JSON.parse(
      readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    expect(manifest.tables.credit_ledger).toBe(state.ledger.size);
    expect(manifest.tables.users).toBe(state.users.size);
    expect(manifest.media.missing).toEqual([]);
    expect(manifest.dialect).toBe(scenario.dialect === 'sqlite' ? 'sqlite' : 'mysql');
    if (scenario.dialect === 'mariadb') {
      const binlog = manifest.binlog;
      // null where the server keeps no binary log (the local test server's default)
      expect(binlog === null || (binlog !== undefined && binlog.position > 0)).toBe(true);
    }

    // Every medium a restored generation shows is there, byte for byte the original.
    const shown = await rows(
      restored,
      "SELECT result_url FROM generations WHERE status = 'completed' AND result_url IS NOT NULL",
    );
    expect(shown.length).toBeGreaterThanOrEqual(3);
    for (const { result_url } of shown) {
      const key = String(result_url).replace(/^\/media\//, '');
      const copy = await target.media.read(key);
      expect(copy, key).not.toBeNull();
      expect(Buffer.from(copy ?? []).equals(Buffer.from((await sourceMedia.read(key)) ?? []))).toBe(
        true,
      );
    }

    // sum(ledger) = balance for every user, in the tables and through the API with the old token.
    const balances = await rows(restored, 'SELECT id, credits_balance FROM users');
    expect(balances.length).toBe(state.users.size);
    for (const { id, credits_balance } of balances) {
      expect(await ledgerSum(restored, String(id)), `user ${id}`).toBe(Number(credits_balance));
    }
  });

  it('refuses a database that holds data, and a media store that holds media, writing nothing', async () => {
    const errors: string[] = [];
    expect(
      await restoreCommand(
        [backupDir],
        sourceEnv,
        () => {},
        (l) => errors.push(l),
      ),
    ).toBe(1);
    expect(errors.join('\n')).toMatch(
      /^The database .+ is not empty \(its table \w+ has rows\): restore only into an empty database$/,
    );

    const target = await emptyPlace(scenario);
    cleanups.push(() => target.close());
    await target.media.write('someone/0123456789abcdef0123456789abcdef.png', new Uint8Array([1]));
    errors.length = 0;
    expect(
      await restoreCommand(
        [backupDir],
        target.env,
        () => {},
        (l) => errors.push(l),
      ),
    ).toBe(1);
    expect(errors.join('\n')).toMatch(
      /^The media store .+ is not empty: restore only into an empty media store$/,
    );
    // Nothing was restored: the database is still empty.
    const empty = await createTestApp(scenario.dialect, {
      ...(scenario.dialect === 'mariadb'
        ? { databaseUrl: target.env.DATABASE_URL }
        : { dataDir: target.env.DATA_DIR }),
    });
    cleanups.push(() => empty.close());
    expect(await rows(empty, 'SELECT id FROM users')).toEqual([]);
  });

  it('refuses a damaged backup before it writes anything', async () => {
    const damaged = path.join(backupRoot, 'damaged');
    cpSync(backupDir, damaged, { recursive: true });
    const [folder] = readdirSync(path.join(damaged, 'media'));
    const [file] = readdirSync(path.join(damaged, 'media', String(folder)));
    appendFileSync(path.join(damaged, 'media', String(folder), String(file)), 'x');
    const target = await emptyPlace(scenario);
    cleanups.push(() => target.close());
    const errors: string[] = [];
    expect(
      await restoreCommand(
        [damaged],
        target.env,
        () => {},
        (l) => errors.push(l),
      ),
    ).toBe(1);
    expect(errors.join('\n')).toBe(
      `media/${folder}/${file} in ${damaged} is missing or damaged (checksum mismatch)`,
    );
    expect(await target.media.isEmpty()).toBe(true);
  });
});

describe('backup of media that vanish before they are copied', () => {
  it('lists the live rows’ media it could not copy as missing, and not those of closed accounts', async () => {
    const t = await createTestApp('sqlite');
    const backupRoot = mkdtempSync(path.join(tmpdir(), 'lumen-backups-'));
    try {
      const live = await signUp(t);
      const closed = await signUp(t);
      await grant(t, live.userId, 10);
      await grant(t, closed.userId, 10);
      // Rows pointing at media that are not in the store: what a closure racing the copy leaves.
      const gone = (userId: string) => `${userId}/${'ab'.repeat(16)}.png`;
      for (const user of [live, closed]) {
        const id = await debitedGeneration(t, user.userId, 1, 'completed');
        await t.container.db.sequelize.query('UPDATE generations SET result_url = ? WHERE id = ?', {
          replacements: [`${TEST_PUBLIC_URL}/media/${gone(user.userId)}`, id],
        });
      }
      await t.container.db.sequelize.query('UPDATE users SET deleted_at = ? WHERE id = ?', {
        replacements: [new Date(), closed.userId],
      });
      const dir = path.join(backupRoot, 'b');
      const printed: string[] = [];
      expect(await backupCommand([dir], baseEnv(t.dataDir), (l) => printed.push(l))).toBe(0);
      const manifest = JSON.parse(
        readFileSync(path.join(dir, 'manifest.json'), 'utf8'),
      ) as BackupManifest;
      expect(manifest.media.missing).toEqual([gone(live.userId)]);
      expect(printed).toContain(
        'warning: 1 media of the snapshot were gone before they were copied',
      );
    } finally {
      await t.close();
      rmSync(backupRoot, { recursive: true, force: true });
    }
  });
});
