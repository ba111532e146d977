import { describe, expect, it } from 'vitest';
import { createTestMysqlDatabase, createTestRedis, resolveMysql, resolveRedis } from './services';

const DEAD_MYSQL = 'mysql://root@127.0.0.1:1';
const DEAD_REDIS = 'redis://127.0.0.1:1';

describe('test service resolution', () => {
  it('uses a reachable local MySQL/MariaDB, and gives each caller its own database', async () => {
    const [one, two] = [await createTestMysqlDatabase(), await createTestMysqlDatabase()];
    expect(one.name).toMatch(/^lumen_t_[0-9a-f]{12}$/);
    expect(one.name).not.toBe(two.name);
    expect(one.url).toContain(`/${one.name}`);
    await one.drop();
    await two.drop();
  });

  it('gives each caller its own Redis key prefix', async () => {
    const [one, two] = [await createTestRedis(), await createTestRedis()];
    expect(one.keyPrefix).not.toBe(two.keyPrefix);
    await one.cleanup();
    await two.cleanup();
  });

  it('fails clearly, never silently, when MYSQL_URL / REDIS_URL do not answer', async () => {
    await expect(
      resolveMysql({ env: { MYSQL_URL: `${DEAD_MYSQL}/x` }, localUrl: DEAD_MYSQL }),
    ).rejects.toThrow(/MYSQL_URL is set but .* does not answer/);
    await expect(
      resolveRedis({ env: { REDIS_URL: DEAD_REDIS }, localUrl: DEAD_REDIS }),
    ).rejects.toThrow(/REDIS_URL is set but .* does not answer/);
  });

  it('fails with what it tried when there is no server and no container engine', async () => {
    await expect(resolveMysql({ env: {}, localUrl: DEAD_MYSQL })).rejects.toThrow(
      /No MySQL\/MariaDB for the integration tests.*Tried: .*testcontainers/s,
    );
    await expect(resolveRedis({ env: {}, localUrl: DEAD_REDIS })).rejects.toThrow(
      /No Redis for the integration tests.*Tried: .*testcontainers/s,
    );
  });
});
