import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Argon2PasswordHasher } from '@lumen/adapters';
import {
  createTestMysqlDatabase,
  createTestRedis,
  type TestMysqlDatabase,
  type TestRedis,
} from '@lumen/adapters/testing';
import type { Clock, PasswordHasher } from '@lumen/domain';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { buildContainer, type Container } from '../container';

export type TestDialect = 'sqlite' | 'mariadb';

export const TEST_PUBLIC_URL = 'http://lumen.test';

/** argon2id at its cheapest: the same code path as production, a few ms per hash. */
export const cheapHasher = () => new Argon2PasswordHasher({ memoryCost: 1024, timeCost: 1 });

export interface TestApp {
  readonly app: ReturnType<typeof createApp>;
  readonly container: Container;
  readonly dialect: TestDialect;
  readonly dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  readonly hasher?: PasswordHasher;
  readonly webDist?: string;
  /** Reuse another test app's database (a second server over the same data). */
  readonly databaseUrl?: string;
  readonly dataDir?: string;
  /** Rate limits and cache in Redis (REDIS_URL, else 127.0.0.1:6379, else testcontainers) under a
   * private key prefix (the production shape); another test app's Redis to share it (a second
   * instance, which leaves its cleanup to the owner). Default: in-memory adapters. */
  readonly redis?: boolean | TestRedis;
  /** Tests that move time (quote expiry, callback timestamps). */
  readonly clock?: Clock;
  /** More environment for loadConfig (STRIPE_*, GEMINI_* pointing at local fakes). */
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * The real composition root over a private database: a SQLite file in a temporary DATA_DIR, or
 * a fresh MariaDB/MySQL database (MYSQL_URL, else 127.0.0.1:3306, else testcontainers; the
 * helper fails loudly when none answers). Everything is dropped by close().
 */
export async function createTestApp(
  dialect: TestDialect,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'lumen-server-test-'));
  let mysql: TestMysqlDatabase | undefined;
  let databaseUrl = options.databaseUrl;
  if (dialect === 'mariadb' && !databaseUrl) {
    mysql = await createTestMysqlDatabase();
    databaseUrl = mysql.url;
  }
  let redis: TestRedis | undefined;
  const ownRedis = options.redis === true;
  if (options.redis === true) redis = await createTestRedis();
  else if (options.redis) redis = options.redis;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    PAYMENT_CALLBACK_SECRET: 'test-secret-'.padEnd(64, 'x'),
    TRUSTED_PROXY: '1',
    // Suites sign many accounts up; the default (10 an hour per address) has its own tests,
    // which pass SIGNUP_LIMIT_PER_HOUR: '' to get it.
    SIGNUP_LIMIT_PER_HOUR: '100000',
    WEB_DIST: options.webDist ?? path.join(dataDir, 'no-web-build'),
    // New accounts start empty unless a test is about the trial (it sets TRIAL_CREDITS): the
    // balances other tests assert are then only what they top up or spend.
    TRIAL_CREDITS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(redis ? { REDIS_URL: redis.url } : {}),
    ...options.env,
  });
  const container = buildContainer(config, {
    hasher: options.hasher ?? cheapHasher(),
    ...(redis ? { redisKeyPrefix: redis.keyPrefix } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  try {
    await container.migrate();
  } catch (error) {
    await container.close();
    await mysql?.drop();
    if (ownRedis) await redis?.cleanup();
    throw error;
  }
  return {
    app: createApp(container.deps),
    container,
    dialect,
    dataDir,
    close: async () => {
      await container.close();
      await mysql?.drop();
      if (ownRedis) await redis?.cleanup();
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The mysql:// URL of a MariaDB test app's database (a second connection to the same data). */
export function mysqlUrlOf(app: TestApp): string {
  const c = app.container.db.sequelize.config;
  const auth = c.username
    ? `${encodeURIComponent(c.username)}${c.password ? `:${encodeURIComponent(c.password)}` : ''}@`
    : '';
  return `mysql://${auth}${c.host}:${c.port}/${c.database}`;
}

/**
 * Two instances over one database (the same SQLite file, or the same MariaDB database), as
 * several servers behind a balancer run: for what must hold across instances (sweeps, locks).
 */
export async function createTestAppPair(
  dialect: TestDialect,
  options: Omit<TestAppOptions, 'databaseUrl' | 'dataDir'> = {},
): Promise<{ a: TestApp; b: TestApp; close(): Promise<void> }> {
  const sharedDataDir =
    dialect === 'sqlite' ? mkdtempSync(path.join(tmpdir(), 'lumen-pair-')) : undefined;
  const a = await createTestApp(dialect, {
    ...options,
    ...(sharedDataDir ? { dataDir: sharedDataDir } : {}),
  });
  const b = await createTestApp(dialect, {
    ...options,
    ...(sharedDataDir ? { dataDir: sharedDataDir } : { databaseUrl: mysqlUrlOf(a) }),
  });
  return {
    a,
    b,
    close: async () => {
      await b.close();
      await a.close();
      if (sharedDataDir) rmSync(sharedDataDir, { recursive: true, force: true });
    },
  };
}
