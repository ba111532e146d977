import { afterAll, beforeAll, describe } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { routeSuites } from './route-suites';

// MySQL/MariaDB from MYSQL_URL, else 127.0.0.1:3306, else testcontainers; otherwise beforeAll
// fails with the helper's message (never a skip). The database is created and dropped here.
// Rate limits live in Redis here (a private key prefix, deleted afterwards): the production shape.
describe('routes on MariaDB/MySQL with Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('mariadb', { redis: true });
  });
  afterAll(async () => {
    await t?.close();
  });
  routeSuites(() => t);
});
