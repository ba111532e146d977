import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createTestMysqlDatabase,
  createTestRedis,
  type S3Peer,
  startS3Peer,
  type TestMysqlDatabase,
  type TestRedis,
} from '@lumen/adapters/testing';

/** What several instances share in the scale-out shape, each instance with its own DATA_DIR. */
export interface SharedServices {
  readonly mysql: TestMysqlDatabase;
  readonly redis: TestRedis;
  readonly s3: S3Peer;
  readonly dataDirs: readonly [string, string];
  close(): Promise<void>;
}

/** A fresh MariaDB database, a Redis key prefix, an S3 bucket, and two private data folders. */
export async function startSharedServices(label: string): Promise<SharedServices> {
  const mysql = await createTestMysqlDatabase();
  const redis = await createTestRedis();
  const s3 = await startS3Peer();
  const dataDirs = [
    mkdtempSync(path.join(tmpdir(), `lumen-${label}-a-`)),
    mkdtempSync(path.join(tmpdir(), `lumen-${label}-b-`)),
  ] as const;
  return {
    mysql,
    redis,
    s3,
    dataDirs,
    close: async () => {
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
      await s3.close();
      await mysql.drop();
      await redis.cleanup();
    },
  };
}
