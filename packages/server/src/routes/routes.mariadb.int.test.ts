import { afterAll, beforeAll, describe } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { routeSuites } from './route-suites';

// MySQL/MariaDB from MYSQL_URL, else 127.0.0.1:3306, else testcontainers; otherwise beforeAll
// fails with the helper's message (never a skip). The database is created and dropped here.
describe('routes on MariaDB/MySQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('mariadb');
  });
  afterAll(async () => {
    await t?.close();
  });
  routeSuites(() => t);
});
