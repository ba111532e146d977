import { findRedisServer } from '@lumen/adapters/testing';
import { vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { hostPort, TcpProxy, throughProxy } from './tcp-proxy';

/**
 * A MariaDB test app whose Redis connection goes through a proxy the test cuts and restores
 * (the shared Redis itself is never touched). "Redis is unavailable/back" warnings are expected
 * and kept out of the output until close().
 */
export async function createAppWithCuttableRedis(): Promise<{
  t: TestApp;
  proxy: TcpProxy;
  close(): Promise<void>;
}> {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { url } = await findRedisServer();
  const { host, port } = hostPort(url, 6379);
  const proxy = await new TcpProxy(host, port).start();
  const t = await createTestApp('mariadb', {
    redis: true,
    env: { REDIS_URL: throughProxy(url, proxy) },
  });
  await t.container.cache.ready();
  return {
    t,
    proxy,
    close: async () => {
      vi.restoreAllMocks();
      proxy.set('forward');
      await t.close();
      await proxy.close();
    },
  };
}
