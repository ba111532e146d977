import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteKeysWithPrefix, findRedisServer, randomTestName } from '@lumen/adapters/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { buildContainer, type Container } from './container';

// REDIS_KEY_PREFIX reaches the composition root's Redis: two deployments configured with their
// own prefix on one Redis keep apart; two instances of one deployment share.

describe('REDIS_KEY_PREFIX in the composition root', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lumen-redis-prefix-'));
  const prefixes = { staging: `${randomTestName()}:`, production: `${randomTestName()}:` };
  const containers: Container[] = [];
  let redisUrl: string;

  const start = async (prefix: string) => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PAYMENT_CALLBACK_SECRET: 'test-secret-'.padEnd(64, 'x'),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
    });
    expect(config.redisKeyPrefix).toBe(prefix);
    const container = buildContainer(config);
    containers.push(container);
    await container.cache.ready();
    return container;
  };

  beforeAll(async () => {
    ({ url: redisUrl } = await findRedisServer());
  });
  afterAll(async () => {
    for (const container of containers) await container.close();
    await deleteKeysWithPrefix(redisUrl, prefixes.staging);
    await deleteKeysWithPrefix(redisUrl, prefixes.production);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps two deployments apart and lets two instances of one deployment share', async () => {
    const staging = await start(prefixes.staging);
    const stagingToo = await start(prefixes.staging);
    const production = await start(prefixes.production);
    expect(staging.cache.kind).toBe('redis');

    // One sign-in attempt allowed per window: staging spends it.
    const key = `login:${randomUUID()}`;
    expect((await staging.cache.rateLimiter.hit(key, 1, 60_000)).allowed).toBe(true);
    expect((await stagingToo.cache.rateLimiter.peek(key, 1, 60_000)).allowed).toBe(false);
    expect((await production.cache.rateLimiter.peek(key, 1, 60_000)).allowed).toBe(true);

    // The window lives under the configured prefix: clearing that prefix frees it.
    await deleteKeysWithPrefix(redisUrl, prefixes.staging);
    expect((await stagingToo.cache.rateLimiter.peek(key, 1, 60_000)).allowed).toBe(true);
  });
});
