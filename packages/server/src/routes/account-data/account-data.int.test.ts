import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../testing/http';
import { fillLibrary } from '../../testing/library';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { unzip } from '../../testing/unzip';

describe.each(['sqlite', 'mariadb'] as const)('download my data on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a ZIP with the manifest, profile, billing, money, generations, every saved text and image', async () => {
    const user = await signUp(t, { full_name: 'Ada Export' });
    const library = await fillLibrary(t, user);
    const billing = await call(t, 'POST', '/api/billing-profiles', {
      token: user.token,
      json: {
        billing_name: 'Ada Export',
        address: '1 Analytical Way',
        city: 'London',
        postal_code: 'N1 1AA',
        country: 'GB',
      },
    });
    expect(billing.status, billing.text).toBe(201);
    const stranger = await signUp(t);
    const theirs = await fillLibrary(t, stranger, 'someone else’s fox');

    const res = await t.app.request('/api/account/export', {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="lumen-studio-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const entries = await unzip(Buffer.from(await res.arrayBuffer()));
    const manifest = JSON.parse(entries.get('manifest.json')?.toString() ?? '{}');
    expect(manifest).toMatchObject({
      format: 'lumen-studio-export',
      userId: user.userId,
      counts: { savedImages: 1, savedTexts: 1, generations: 1, billingProfiles: 1 },
    });
    expect([...entries.keys()].sort()).toEqual(['manifest.json', ...manifest.files].sort());

    const profile = JSON.parse(entries.get('profile.json')?.toString() ?? '{}');
    expect(profile).toMatchObject({ email: user.email, fullName: 'Ada Export' });
    expect(JSON.stringify(profile)).not.toContain('argon2');
    expect(entries.get('billing-profiles.json')?.toString()).toContain('1 Analytical Way');
    expect(JSON.parse(entries.get('ledger.json')?.toString() ?? '[]').length).toBeGreaterThan(0);
    expect(JSON.parse(entries.get('generations.json')?.toString() ?? '[]')[0].id).toBe(
      library.generationId,
    );
    const texts = [...entries.keys()].filter((name) => name.startsWith('texts/'));
    expect(texts).toEqual([expect.stringMatching(new RegExp(`${library.textId}\\.md$`))]);
    expect(entries.get(texts[0] ?? '')?.toString()).toContain(library.textContent);
    const images = [...entries.keys()].filter((name) => name.startsWith('images/'));
    expect(images).toEqual([expect.stringMatching(new RegExp(`${library.imageId}\\.png$`))]);
    const media = await t.app.request(library.imageUrl);
    expect(entries.get(images[0] ?? '')).toEqual(Buffer.from(await media.arrayBuffer()));

    // Nothing of another account.
    const all = [...entries.values()].map((bytes) => bytes.toString('latin1')).join('\n');
    for (const foreign of [stranger.email, theirs.textId, theirs.imageId, 'someone else']) {
      expect(all).not.toContain(foreign);
    }
  });

  it('needs a session: no token is 401, a personal access token (even full) is 403', async () => {
    const user = await signUp(t);
    expect((await call(t, 'GET', '/api/account/export')).status).toBe(401);
    const created = await call(t, 'POST', '/api/tokens', {
      token: user.token,
      json: { name: 'full', scope: 'full' },
    });
    const res = await call(t, 'GET', '/api/account/export', { token: created.body.token });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('forbidden');
  });
});
