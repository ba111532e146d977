import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Peer, startS3Peer } from '../testing/s3-peer';
import { mediaStoreContract } from './media-store.contract';
import { S3MediaStore } from './s3-media.store';

const publicUrl = 'https://studio.example';

function storeOn(peer: S3Peer, options: { keyPrefix?: string; bucket?: string } = {}) {
  return new S3MediaStore({
    bucket: options.bucket ?? peer.bucket,
    endpoint: peer.endpoint,
    region: peer.region,
    credentials: { accessKeyId: peer.accessKeyId, secretAccessKey: peer.secretAccessKey },
    publicUrl,
    ...(options.keyPrefix ? { keyPrefix: options.keyPrefix } : {}),
  });
}

describe('S3MediaStore against an S3 protocol peer (s3rver)', () => {
  let peer: S3Peer;
  let store: S3MediaStore;

  beforeAll(async () => {
    peer = await startS3Peer();
    store = storeOn(peer);
  });
  afterAll(async () => {
    store?.close();
    await peer?.close();
  });

  mediaStoreContract(() => ({ store, publicUrl }));

  it('shares objects between two stores on one bucket (two instances), apart under another prefix', async () => {
    const other = storeOn(peer);
    const staging = storeOn(peer, { keyPrefix: 'staging/' });
    try {
      const userId = '9a8b7c6d-3333-4f7e-9a53-3f4b1c2d9e10';
      const stored = await store.put({
        userId,
        bytes: new Uint8Array([9, 9]),
        contentType: 'image/png',
      });
      expect(Array.from((await other.get(stored.key))?.bytes ?? [])).toEqual([9, 9]);
      expect(await other.owns(stored.url, userId)).toBe(true);
      expect(await staging.get(stored.key)).toBeNull();
      expect(await staging.owns(stored.url, userId)).toBe(false);
    } finally {
      other.close();
      staging.close();
    }
  });

  it('fails loudly (not as a missing image) when the bucket does not exist', async () => {
    const missing = storeOn(peer, { bucket: 'no-such-bucket' });
    try {
      await expect(
        missing.put({ userId: 'u1', bytes: new Uint8Array([1]), contentType: 'image/png' }),
      ).rejects.toThrow();
    } finally {
      missing.close();
    }
  });
});
