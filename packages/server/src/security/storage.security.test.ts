import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/http';
import { createTestApp } from '../testing/test-app';

// Security suite: what the server leaves on disk. DATA_DIR holds the SQLite database (password
// and token hashes, billing data), the media and the generated callback secret: owner only.

/** Every folder and file under `dir` with its permission bits. */
function modes(dir: string): { path: string; dir: boolean; mode: number }[] {
  const found = [{ path: dir, dir: true, mode: statSync(dir).mode & 0o777 }];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...modes(full));
    else found.push({ path: full, dir: false, mode: statSync(full).mode & 0o777 });
  }
  return found;
}

describe('security: files on disk', () => {
  const base = mkdtempSync(path.join(tmpdir(), 'lumen-storage-sec-'));
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  const exercise = async (dataDir: string) => {
    // No PAYMENT_CALLBACK_SECRET: it is generated into DATA_DIR.
    const t = await createTestApp('sqlite', { dataDir, env: { PAYMENT_CALLBACK_SECRET: '' } });
    try {
      const user = await signUp(t);
      await t.container.deps.mediaStore.put({
        userId: user.userId,
        bytes: new Uint8Array([137, 80, 78, 71]),
        contentType: 'image/png',
      });
      // While the database is open: its -wal and -shm files are there too.
      return modes(dataDir);
    } finally {
      await t.close();
    }
  };

  it('a fresh DATA_DIR is 0700, and the database, its WAL, the secret and media are 0600 in 0700 folders', async () => {
    chmodSync(base, 0o755);
    const found = await exercise(path.join(base, 'fresh', 'data'));
    const names = found.map((f) => path.basename(f.path));
    expect(names).toEqual(
      expect.arrayContaining([
        'data',
        'lumen.sqlite',
        'lumen.sqlite-wal',
        'payment-callback-secret',
        'media',
      ]),
    );
    expect(names.some((name) => name.endsWith('.png'))).toBe(true);
    for (const entry of found) {
      expect(entry.mode.toString(8), entry.path).toBe(entry.dir ? '700' : '600');
    }
  });

  it('an existing world-readable DATA_DIR and database are tightened at start-up', async () => {
    const dataDir = path.join(base, 'old');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(path.join(dataDir, 'lumen.sqlite'), '', { mode: 0o644 });
    chmodSync(path.join(dataDir, 'lumen.sqlite'), 0o644);
    const found = await exercise(dataDir);
    expect(found.find((f) => f.path === dataDir)?.mode.toString(8)).toBe('700');
    expect(found.find((f) => f.path === path.join(dataDir, 'lumen.sqlite'))?.mode.toString(8)).toBe(
      '600',
    );
  });
});
