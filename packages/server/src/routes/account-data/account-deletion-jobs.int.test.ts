import { existsSync } from 'node:fs';
import path from 'node:path';
import { type BullmqGenerationQueue, DemoVideoGenerator } from '@lumen/adapters';
import { type S3Peer, startS3Peer } from '@lumen/adapters/testing';
import type { MediaStore, StoredMedia } from '@lumen/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { balanceOf, grant, ledgerSum } from '../../testing/commerce';
import { ledgerKinds } from '../../testing/generations';
import { call, PASSWORD, signUp } from '../../testing/http';
import { createTestApp, type TestApp, type TestDialect } from '../../testing/test-app';
import { waitFor } from '../../testing/wait-for';

const VIDEO = { prompt: 'a lighthouse at dusk', durationSeconds: 4, aspectRatio: '16:9' };
/** The smallest PNG: a leftover file, as a crash between storing and settling leaves one. */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** A promise the test settles by hand: the point a job is held at. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const deleteAccount = (t: TestApp, token: string) =>
  call(t, 'DELETE', '/api/account', { token, json: { password: PASSWORD } });

/** What is left of the user's media: answers how many files there were (and removes them). */
const leftoverMedia = (t: TestApp, userId: string) =>
  t.container.ports.mediaStore.removeAllOf(userId);

interface Setup {
  readonly name: string;
  readonly dialect: TestDialect;
  readonly s3?: boolean;
}

// The job and the deletion on the real composition root: SQLite and MariaDB with the media on
// disk, and SQLite with the media in a real S3 peer (s3rver).
describe.each<Setup>([
  { name: 'sqlite, local media', dialect: 'sqlite' },
  { name: 'mariadb, local media', dialect: 'mariadb' },
  { name: 'sqlite, S3 media', dialect: 'sqlite', s3: true },
])('a job that outlives the account ($name)', ({ dialect, s3 }) => {
  let t: TestApp;
  let peer: S3Peer | undefined;
  beforeAll(async () => {
    peer = s3 ? await startS3Peer() : undefined;
    t = await createTestApp(dialect, {
      ...(dialect === 'mariadb' ? { redis: true } : {}),
      ...(peer ? { env: peer.env } : {}),
    });
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Every media the app's store writes from now on. */
  function recordPuts(store: MediaStore, before?: () => Promise<void>): StoredMedia[] {
    const stored: StoredMedia[] = [];
    const put = store.put.bind(store);
    vi.spyOn(store, 'put').mockImplementation(async (input) => {
      await before?.();
      const media = await put(input);
      stored.push(media);
      return media;
    });
    return stored;
  }

  it('a video whose model answers after DELETE /api/account leaves no file and nothing served', async () => {
    const user = await signUp(t);
    await grant(t, user.userId, 10);
    const held = gate();
    const started = gate();
    const generate = DemoVideoGenerator.prototype.generate;
    vi.spyOn(DemoVideoGenerator.prototype, 'generate').mockImplementationOnce(async function (
      this: DemoVideoGenerator,
      ...args: Parameters<DemoVideoGenerator['generate']>
    ) {
      started.open();
      await held.opened;
      return generate.apply(this, args);
    });
    const stored = recordPuts(t.container.ports.mediaStore);
    const res = await call(t, 'POST', '/api/generate/video', { token: user.token, json: VIDEO });
    expect(res.status, res.text).toBe(202);
    await started.opened;

    const deleted = await deleteAccount(t, user.token);
    expect(deleted.status, deleted.text).toBe(200);
    held.open();
    await t.container.generationJobs.idle();

    for (const media of stored) expect((await t.app.request(media.url)).status).toBe(404);
    expect(await leftoverMedia(t, user.userId)).toBe(0);
    if (!s3) expect(existsSync(path.join(t.dataDir, 'media', user.userId))).toBe(false);
  }, 120_000);

  it('a job storing its media while the account is deleted removes what it stored', async () => {
    const user = await signUp(t);
    await grant(t, user.userId, 10);
    const held = gate();
    const storing = gate();
    const stored = recordPuts(t.container.ports.mediaStore, async () => {
      storing.open();
      await held.opened;
    });
    const res = await call(t, 'POST', '/api/generate/video', { token: user.token, json: VIDEO });
    expect(res.status, res.text).toBe(202);
    await storing.opened;

    const deleted = await deleteAccount(t, user.token);
    expect(deleted.status, deleted.text).toBe(200);
    held.open();
    await t.container.generationJobs.idle();

    expect(stored).toHaveLength(1);
    for (const media of stored) expect((await t.app.request(media.url)).status).toBe(404);
    expect(await leftoverMedia(t, user.userId)).toBe(0);
  }, 120_000);

  it('the sweeper removes a closed account’s leftover media and keeps a live account’s', async () => {
    const user = await signUp(t);
    const stayer = await signUp(t);
    expect((await deleteAccount(t, user.token)).status).toBe(200);
    const store = t.container.ports.mediaStore;
    const leftover = await store.put({ userId: user.userId, bytes: PNG, contentType: 'image/png' });
    const kept = await store.put({ userId: stayer.userId, bytes: PNG, contentType: 'image/png' });
    expect((await t.app.request(leftover.url)).status).toBe(200);

    await t.container.generationSweeper.sweep();

    expect((await t.app.request(leftover.url)).status).toBe(404);
    expect((await t.app.request(kept.url)).status).toBe(200);
  });
});

describe('deletion with the BullMQ queue (ROLE=api, mariadb)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No worker takes jobs here: a started video stays queued.
    t = await createTestApp('mariadb', { redis: true, env: { ROLE: 'api' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('cancels the user’s queued job and gives its credits back; sum(ledger) = balance', async () => {
    const user = await signUp(t);
    await grant(t, user.userId, 10);
    const queue = t.container.ports.generationQueue as BullmqGenerationQueue;
    const res = await call(t, 'POST', '/api/generate/video', { token: user.token, json: VIDEO });
    expect(res.status, res.text).toBe(202);
    expect(await balanceOf(t, user.token)).toBe(5);
    const id = res.body.generationId as string;
    await waitFor(
      () => queue.progress(id).then(() => queue.depth()),
      (depth) => depth.waiting === 1,
    );

    expect((await deleteAccount(t, user.token)).status).toBe(200);

    expect((await queue.depth()).waiting).toBe(0);
    expect(await ledgerKinds(t, user.userId)).toEqual(['adjustment', 'generation_debit', 'refund']);
    const [tombstone] = await t.container.db.sequelize.query<{ credits_balance: number }>(
      'SELECT `credits_balance` FROM `users` WHERE `id` = ?',
      { replacements: [user.userId], type: 'SELECT' as never },
    );
    expect(Number(tombstone?.credits_balance)).toBe(10);
    expect(await ledgerSum(t, user.userId)).toBe(10);
  });
});
