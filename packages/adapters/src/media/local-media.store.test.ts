import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalMediaStore } from './local-media.store';
import { mediaStoreContract } from './media-store.contract';

const root = mkdtempSync(path.join(tmpdir(), 'lumen-media-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const publicUrl = 'https://studio.example';
const store = new LocalMediaStore({ root, publicUrl });

describe('LocalMediaStore', () => {
  mediaStoreContract(() => ({ store, publicUrl }));

  it('keeps one folder per user on disk', async () => {
    const userId = '7d1e2f3a-2222-4f7e-9a53-3f4b1c2d9e10';
    await store.put({ userId, bytes: new Uint8Array([1]), contentType: 'image/png' });
    await store.put({ userId, bytes: new Uint8Array([2]), contentType: 'image/png' });
    expect(readdirSync(path.join(root, userId))).toHaveLength(2);
  });
});
