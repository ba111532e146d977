import { afterAll, beforeAll, describe } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { routeSuites } from './route-suites';

describe('routes on SQLite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });
  routeSuites(() => t);
});
