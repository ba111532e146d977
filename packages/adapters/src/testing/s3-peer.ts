import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A real S3 protocol peer on 127.0.0.1 (s3rver), with one empty bucket. */
export interface S3Peer {
  /** `http://127.0.0.1:<port>`: the client's endpoint (path-style). */
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  /** s3rver's default key pair. */
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** The env that points the server's media at this bucket. */
  readonly env: Readonly<Record<string, string>>;
  close(): Promise<void>;
}

/**
 * Starts s3rver on a free loopback port over a throw-away directory (a MinIO binary cannot be
 * installed from a registry here; s3rver speaks the same REST protocol the SDK uses).
 */
export async function startS3Peer(bucket = 'lumen-media'): Promise<S3Peer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'lumen-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const region = 'us-east-1';
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  return {
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    env: {
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_REGION: region,
      MEDIA_S3_ACCESS_KEY_ID: accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: secretAccessKey,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
