import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalMediaStore } from './local-media.store';

const root = mkdtempSync(path.join(tmpdir(), 'lumen-media-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const store = new LocalMediaStore({ root, publicUrl: 'https://studio.example' });
const alice = '0b6b7a2e-8d2c-4f7e-9a53-3f4b1c2d9e10';
const bob = '5f0c1d2e-1111-4f7e-9a53-3f4b1c2d9e10';
const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);

describe('LocalMediaStore', () => {
  it('stores per user under unguessable names and reads the bytes back', async () => {
    const a = await store.put({ userId: alice, bytes, contentType: 'image/png' });
    const b = await store.put({ userId: alice, bytes, contentType: 'image/png' });
    expect(a.url).toMatch(new RegExp(`^/media/${alice}/[0-9a-f]{32}\\.png$`));
    expect(a.key).not.toBe(b.key);
    expect(readdirSync(path.join(root, alice))).toHaveLength(2);
    const got = await store.get(a.key);
    expect(got?.contentType).toBe('image/png');
    expect(Buffer.from(got?.bytes ?? []).equals(Buffer.from(bytes))).toBe(true);
  });

  it('owns only URLs it issued to that user (relative or under PUBLIC_URL)', async () => {
    const { url } = await store.put({ userId: alice, bytes, contentType: 'image/png' });
    expect(await store.owns(url, alice)).toBe(true);
    expect(await store.owns(`https://studio.example${url}`, alice)).toBe(true);
    expect(await store.owns(url, bob)).toBe(false);
    expect(await store.owns(`https://evil.example${url}`, alice)).toBe(false);
    expect(await store.owns(`/media/${alice}/${'0'.repeat(32)}.png`, alice)).toBe(false);
    expect(await store.owns(`${url}?x=1`, alice)).toBe(false);
    expect(await store.owns(`/media/${alice}/../${bob}/x.png`, alice)).toBe(false);
  });

  it('never reads outside its root, and answers null for unknown keys', async () => {
    expect(await store.get('../../etc/passwd')).toBeNull();
    expect(await store.get(`${alice}/../../secret.png`)).toBeNull();
    expect(await store.get(`${alice}/${'a'.repeat(32)}.png`)).toBeNull();
    expect(await store.get(alice)).toBeNull();
  });

  it('refuses content types it does not serve', async () => {
    await expect(store.put({ userId: alice, bytes, contentType: 'text/html' })).rejects.toThrow();
  });
});
