import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import mysql from 'mysql2/promise';

/**
 * Where the integration tests find MySQL/MariaDB and Redis, in this order:
 * the MYSQL_URL / REDIS_URL environment variables, then a local server on 127.0.0.1:3306 /
 * 127.0.0.1:6379 when it answers, then a testcontainers container (needs a Docker engine).
 * When none is there, this throws: an integration suite must fail, never skip silently.
 * Every caller gets its own database (`lumen_t_<hex>`) or key prefix, so parallel runs never collide.
 */

const LOCAL_MYSQL_URL = 'mysql://root@127.0.0.1:3306';
const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

export interface TestMysqlDatabase {
  /** mysql://…/lumen_t_<hex>, ready for `openDatabase({ url })`. */
  url: string;
  name: string;
  drop(): Promise<void>;
}

export interface TestRedis {
  url: string;
  /** A fresh `lumen_t_<hex>:` prefix; nothing else in this Redis is touched. */
  keyPrefix: string;
  /** Deletes every key under `keyPrefix`. */
  cleanup(): Promise<void>;
}

type Found = { url: string; source: string };

let mysqlServer: Promise<Found> | undefined;
let redisServer: Promise<Found> | undefined;

export function randomTestName(prefix = 'lumen_t_'): string {
  return `${prefix}${randomBytes(6).toString('hex')}`;
}

/** The server-level URL (no database) of the MySQL/MariaDB the tests use. */
export function findMysqlServer(): Promise<Found> {
  mysqlServer ??= resolveMysql({ env: process.env, localUrl: LOCAL_MYSQL_URL });
  return mysqlServer;
}

export function findRedisServer(): Promise<Found> {
  redisServer ??= resolveRedis({ env: process.env, localUrl: LOCAL_REDIS_URL });
  return redisServer;
}

export async function createTestMysqlDatabase(): Promise<TestMysqlDatabase> {
  const { url: serverUrl } = await findMysqlServer();
  const name = randomTestName();
  // The name is generated here (hex), never user input: identifiers cannot be bound parameters.
  await withAdmin(serverUrl, (c) =>
    c.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      await withAdmin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS \`${name}\``));
    },
  };
}

export async function createTestRedis(): Promise<TestRedis> {
  const { url } = await findRedisServer();
  const keyPrefix = `${randomTestName()}:`;
  return { url, keyPrefix, cleanup: () => deleteKeysWithPrefix(url, keyPrefix) };
}

export async function deleteKeysWithPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

async function withAdmin<T>(serverUrl: string, fn: (c: mysql.Connection) => Promise<T>) {
  const c = await mysql.createConnection(toMysql2Url(serverUrl));
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

function toMysql2Url(url: string): string {
  return url.replace(/^mariadb:/, 'mysql:');
}

function serverPart(url: string): string {
  const u = new URL(toMysql2Url(url));
  u.pathname = '';
  return u.toString().replace(/\/$/, '');
}

async function mysqlAnswers(url: string): Promise<string | null> {
  try {
    await withAdmin(url, (c) => c.query('SELECT 1'));
    return null;
  } catch (error) {
    return (error as Error).message || String(error);
  }
}

interface Sources {
  env: Record<string, string | undefined>;
  localUrl: string;
}

/** The resolution itself, uncached (exported for its own tests). */
export async function resolveMysql({ env, localUrl }: Sources): Promise<Found> {
  const tried: string[] = [];
  const fromEnv = env.MYSQL_URL;
  if (fromEnv) {
    const url = serverPart(fromEnv);
    const problem = await mysqlAnswers(url);
    if (problem === null) return { url, source: 'MYSQL_URL' };
    // An explicit URL that does not answer is a configuration error: say so, don't fall back.
    throw new Error(`MYSQL_URL is set but ${url} does not answer: ${problem}`);
  }
  const local = await mysqlAnswers(localUrl);
  if (local === null) return { url: localUrl, source: 'local' };
  tried.push(`${localUrl}: ${local}`);
  try {
    const { GenericContainer, Wait } = await import('testcontainers');
    const container = await new GenericContainer('mysql:8.4')
      .withEnvironment({ MYSQL_ROOT_PASSWORD: 'test' })
      .withExposedPorts(3306)
      .withWaitStrategy(Wait.forLogMessage(/port: 3306 {2}MySQL Community Server/))
      .withStartupTimeout(120_000)
      .start();
    const url = `mysql://root:test@${container.getHost()}:${container.getMappedPort(3306)}`;
    return { url, source: 'testcontainers' };
  } catch (error) {
    tried.push(`testcontainers mysql:8.4: ${(error as Error).message}`);
  }
  throw new Error(
    `No MySQL/MariaDB for the integration tests. Set MYSQL_URL=mysql://user:pass@host:3306, ` +
      `or start one on 127.0.0.1:3306 (bash scripts/services.sh), or run a Docker engine. ` +
      `Tried: ${tried.join(' | ')}`,
  );
}

async function redisAnswers(url: string): Promise<string | null> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return (error as Error).message || String(error);
  } finally {
    redis.disconnect();
  }
}

export async function resolveRedis({ env, localUrl }: Sources): Promise<Found> {
  const tried: string[] = [];
  const fromEnv = env.REDIS_URL;
  if (fromEnv) {
    const problem = await redisAnswers(fromEnv);
    if (problem === null) return { url: fromEnv, source: 'REDIS_URL' };
    throw new Error(`REDIS_URL is set but ${fromEnv} does not answer: ${problem}`);
  }
  const local = await redisAnswers(localUrl);
  if (local === null) return { url: localUrl, source: 'local' };
  tried.push(`${localUrl}: ${local}`);
  try {
    const { GenericContainer, Wait } = await import('testcontainers');
    const container = await new GenericContainer('redis:7')
      .withExposedPorts(6379)
      .withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/))
      .start();
    return {
      url: `redis://${container.getHost()}:${container.getMappedPort(6379)}`,
      source: 'testcontainers',
    };
  } catch (error) {
    tried.push(`testcontainers redis:7: ${(error as Error).message}`);
  }
  throw new Error(
    `No Redis for the integration tests. Set REDIS_URL=redis://host:6379, or start one on ` +
      `127.0.0.1:6379 (bash scripts/services.sh), or run a Docker engine. Tried: ${tried.join(' | ')}`,
  );
}
