import { afterAll, beforeAll, describe } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { commerceSuites } from './commerce-suites';
import { OffsetClock } from './payments/commerce-test-helpers';

// The money path and generation on SQLite: its own database (dropped after) and a clock the
// tests can move.
describe('money path and generation on SQLite', () => {
  const clock = new OffsetClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { clock });
  });
  afterAll(async () => {
    await t?.close();
  });
  commerceSuites(() => t, clock);
});
