import { createTestRedis, type TestRedis } from '@lumen/adapters/testing';
import { afterAll, beforeAll, describe } from 'vitest';
import { createTestAppPair, type TestApp, type TestDialect } from './test-app';
import { TEST_DIALECTS } from './dialects';

export interface TwoInstances {
  readonly a: TestApp;
  readonly b: TestApp;
}

/**
 * `describe.each` over the dialects with two instances over one database and one Redis, as
 * behind a balancer (the production shape: sessions, challenges and marks live in Redis), for
 * the whole file. Tests read the pair through `instances()` inside `it`.
 */
export function describeOnTwoInstances(
  name: string,
  body: (instances: () => TwoInstances, dialect: TestDialect) => void,
): void {
  describe.each(TEST_DIALECTS)(`${name} on %s`, (dialect) => {
    let pair: TwoInstances | undefined;
    let redis: TestRedis | undefined;
    let closePair: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      redis = await createTestRedis();
      const made = await createTestAppPair(dialect, { redis });
      pair = { a: made.a, b: made.b };
      closePair = made.close;
    });
    afterAll(async () => {
      await closePair?.();
      await redis?.cleanup();
    });
    body(() => {
      if (!pair)
        throw new Error(`the ${dialect} instances are not ready (read them inside a test)`);
      return pair;
    }, dialect);
  });
}
