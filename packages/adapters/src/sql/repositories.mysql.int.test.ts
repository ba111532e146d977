import { createTestMysqlDatabase } from '../testing/services';
import { openDatabase } from './database';
import { describeRepositoryContract } from './repository.contract';

// MYSQL_URL, else 127.0.0.1:3306, else testcontainers; no server fails the suite (never skips).
describeRepositoryContract('MySQL/MariaDB', async () => {
  const testDb = await createTestMysqlDatabase();
  const db = openDatabase({ url: testDb.url });
  return {
    db,
    cleanup: async () => {
      await db.close();
      await testDb.drop();
    },
  };
});
