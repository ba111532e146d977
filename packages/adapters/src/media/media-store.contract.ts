import { GENERATION_MEDIA, type MediaStore } from '@lumen/domain';
import { expect, it } from 'vitest';

/** The store under test, issuing URLs under `publicUrl`. */
export interface MediaStoreUnderTest {
  readonly store: MediaStore;
  readonly publicUrl: string;
}

const alice = '0b6b7a2e-8d2c-4f7e-9a53-3f4b1c2d9e10';
const bob = '5f0c1d2e-1111-4f7e-9a53-3f4b1c2d9e10';
const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);

/**
 * What every MediaStore promises (local disk and S3 alike), so the server can swap them without
 * changing its media route or the save endpoint's ownership check.
 */
export function mediaStoreContract(subject: () => MediaStoreUnderTest) {
  it('stores per user under unguessable names and reads the bytes back', async () => {
    const { store } = subject();
    const a = await store.put({ userId: alice, bytes, contentType: 'image/png' });
    const b = await store.put({ userId: alice, bytes, contentType: 'image/png' });
    expect(a.url).toMatch(new RegExp(`^/media/${alice}/[0-9a-f]{32}\\.png$`));
    expect(a.url).toBe(`/media/${a.key}`);
    expect(a.key).not.toBe(b.key);
    for (const stored of [a, b]) {
      const got = await store.get(stored.key);
      expect(got?.contentType).toBe('image/png');
      expect(Buffer.from(got?.bytes ?? []).equals(Buffer.from(bytes))).toBe(true);
    }
  });

  it('streams the bytes a chunk at a time, and null for a key it does not hold', async () => {
    const { store } = subject();
    const big = new Uint8Array(300 * 1024).map((_, i) => i % 251);
    const stored = await store.put({ userId: alice, bytes: big, contentType: 'image/png' });
    const chunks = await store.stream(stored.key);
    expect(chunks).not.toBeNull();
    const read: Uint8Array[] = [];
    for await (const chunk of chunks ?? []) read.push(chunk);
    expect(Buffer.concat(read).equals(Buffer.from(big))).toBe(true);
    expect(await store.stream(`${alice}/${'a'.repeat(32)}.png`)).toBeNull();
    expect(await store.stream('../../etc/passwd')).toBeNull();
  });

  it('serves each type it accepts with that type', async () => {
    const { store } = subject();
    // Every kind's media (`GENERATION_MEDIA`), and at least the ones the kinds store today.
    expect(Object.keys(GENERATION_MEDIA)).toEqual(
      expect.arrayContaining([
        'image/png',
        'image/jpeg',
        'image/webp',
        'audio/mpeg',
        'audio/wav',
        'video/mp4',
      ]),
    );
    for (const [contentType, extension] of Object.entries(GENERATION_MEDIA)) {
      const stored = await store.put({ userId: bob, bytes, contentType });
      expect(stored.key.endsWith(`.${extension}`)).toBe(true);
      expect((await store.get(stored.key))?.contentType).toBe(contentType);
    }
  });

  it('owns only URLs it issued to that user (relative or under PUBLIC_URL), still stored', async () => {
    const { store, publicUrl } = subject();
    const { url } = await store.put({ userId: alice, bytes, contentType: 'image/png' });
    expect(await store.owns(url, alice)).toBe(true);
    expect(await store.owns(`${publicUrl}${url}`, alice)).toBe(true);
    expect(await store.owns(url, bob)).toBe(false);
    expect(await store.owns(`https://evil.example${url}`, alice)).toBe(false);
    expect(await store.owns(`/media/${alice}/${'0'.repeat(32)}.png`, alice)).toBe(false);
    expect(await store.owns(`${url}?x=1`, alice)).toBe(false);
    expect(await store.owns(`/media/${alice}/../${bob}/x.png`, alice)).toBe(false);
  });

  it('never reads outside its keys, and answers null for unknown ones', async () => {
    const { store } = subject();
    expect(await store.get('../../etc/passwd')).toBeNull();
    expect(await store.get(`${alice}/../../secret.png`)).toBeNull();
    expect(await store.get(`${alice}/${'a'.repeat(32)}.png`)).toBeNull();
    expect(await store.get(alice)).toBeNull();
  });

  it('refuses content types it does not serve', async () => {
    const { store } = subject();
    await expect(store.put({ userId: alice, bytes, contentType: 'text/html' })).rejects.toThrow();
  });

  it('names the key of a URL it issued, relative or under PUBLIC_URL, and nothing else', async () => {
    const { store, publicUrl } = subject();
    const { key, url } = await store.put({ userId: alice, bytes, contentType: 'image/png' });
    expect(store.keyOf(url)).toBe(key);
    expect(store.keyOf(`${publicUrl}${url}`)).toBe(key);
    expect(store.keyOf(`https://evil.example${url}`)).toBeNull();
    expect(store.keyOf(`/media/${alice}/../x.png`)).toBeNull();
  });

  it("removes every file of one user and leaves the others'", async () => {
    const { store } = subject();
    const gone = [
      await store.put({ userId: alice, bytes, contentType: 'image/png' }),
      await store.put({ userId: alice, bytes, contentType: 'image/webp' }),
    ];
    const kept = await store.put({ userId: bob, bytes, contentType: 'image/png' });
    expect(await store.removeAllOf(alice)).toBeGreaterThanOrEqual(2);
    for (const stored of gone) expect(await store.get(stored.key)).toBeNull();
    expect(await store.get(kept.key)).not.toBeNull();
    expect(await store.removeAllOf(alice)).toBe(0);
  });

  it('removes the keys it is given, and a key already gone is no error', async () => {
    const { store } = subject();
    const gone = await store.put({ userId: alice, bytes, contentType: 'video/mp4' });
    const kept = await store.put({ userId: alice, bytes, contentType: 'image/png' });
    await store.remove([gone.key, '../escape.png']);
    await store.remove([gone.key]);
    expect(await store.get(gone.key)).toBeNull();
    expect(await store.get(kept.key)).not.toBeNull();
  });

  it('pages through the users that have media, in order', async () => {
    const { store } = subject();
    const users = ['c0ffee00-0000-4000-8000-00000000000a', 'c0ffee00-0000-4000-8000-00000000000b'];
    for (const userId of users) await store.put({ userId, bytes, contentType: 'image/png' });
    const all: string[] = [];
    for (let after: string | null = null; ; ) {
      const page = await store.owners(after, 2);
      if (page.length === 0) break;
      all.push(...page);
      after = page.at(-1) ?? null;
    }
    expect(all).toEqual([...all].sort());
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(expect.arrayContaining(users));
  });
}
