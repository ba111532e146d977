import { afterAll, beforeAll, describe } from 'vitest';
import { OffsetClock } from './commerce';
import { createTestApp, type TestApp, type TestAppOptions, type TestDialect } from './test-app';

/** Every database the server runs on; each route test runs once per dialect. */
export const TEST_DIALECTS = ['sqlite', 'mariadb'] as const satisfies readonly TestDialect[];

export interface DialectContext {
  readonly dialect: TestDialect;
  /** The app's clock: real time plus an offset a test may move (quote expiry, callback windows). */
  readonly clock: OffsetClock;
}

/**
 * `describe.each` over the dialects with one app per dialect for the whole file: the real
 * composition root over a private database, made before the file's tests and dropped after (one
 * MariaDB database per file, never per test). On MariaDB rate limits and the cache live in Redis,
 * the production shape; on SQLite they stay in memory, the single-instance shape. Tests read the
 * app through `getApp()` inside `it`, since it exists only once `beforeAll` ran.
 *
 * MariaDB comes from MYSQL_URL, else 127.0.0.1:3306, else testcontainers, and Redis likewise
 * (REDIS_URL); when none answers `beforeAll` fails with the helper's message, never a skip.
 */
export function describeOnDialects(
  name: string,
  body: (getApp: () => TestApp, context: DialectContext) => void,
  options: (dialect: TestDialect) => TestAppOptions = () => ({}),
): void {
  describe.each(TEST_DIALECTS)(`${name} (%s)`, (dialect) => {
    const clock = new OffsetClock();
    let app: TestApp | undefined;
    beforeAll(async () => {
      app = await createTestApp(dialect, {
        clock,
        ...(dialect === 'mariadb' ? { redis: true } : {}),
        ...options(dialect),
      });
    });
    afterAll(async () => {
      await app?.close();
    });
    body(
      () => {
        if (!app) throw new Error(`the ${dialect} test app is not ready (read it inside a test)`);
        return app;
      },
      { dialect, clock },
    );
  });
}
