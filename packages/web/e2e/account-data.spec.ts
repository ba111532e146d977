import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import yauzl from 'yauzl';
import { expect, test } from './fixtures';
import {
  balanceOf,
  creditedUserViaApi,
  savedImagesViaApi,
  signInWithToken,
  strongPassword,
  uniqueEmail,
} from './helpers';

const prompt = 'A quiet harbour at dawn, oil painting';
const textContent = 'El faro guiaba a los barcos: ¿quién lo encendía cada noche? ¡Nadie lo sabía!';

/** Every entry name of the downloaded ZIP, with its text for the small ones. */
async function entriesOf(download: Download): Promise<Map<string, Buffer>> {
  const bytes = await readFile((await download.path()) ?? '');
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
        stream.on('error', reject);
      });
    });
    zip.readEntry();
  });
  return entries;
}

async function openSettings(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Settings' }).click();
}

test('download my data and a gallery selection as ZIPs, then delete the account for good', async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('leaver');
  const token = await creditedUserViaApi(request, 10, email);
  const headers = { authorization: `Bearer ${token}` };
  await savedImagesViaApi(request, token, prompt, 2);
  const text = await request.post('/api/texts/save', {
    headers,
    data: {
      content: textContent,
      prompt: 'Un faro',
      textType: 'creative',
      textLength: 'short',
      writingStyle: 'friendly',
      outputLanguage: 'spanish',
    },
  });
  expect(text.ok(), await text.text()).toBe(true);
  const listed = await request.get('/api/images/saved', { headers });
  const mediaUrls = ((await listed.json()) as { images: { url: string }[] }).images.map(
    (image) => image.url,
  );
  expect(mediaUrls).toHaveLength(2);
  for (const url of mediaUrls) expect((await request.get(url)).status()).toBe(200);

  await signInWithToken(page, token);

  // Download my data: every saved item and the manifest are in the ZIP.
  await openSettings(page);
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(exported.suggestedFilename()).toMatch(/^lumen-studio-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = await entriesOf(exported);
  const manifest = JSON.parse(archive.get('manifest.json')?.toString('utf8') ?? '{}') as {
    counts: { savedImages: number; savedTexts: number };
  };
  expect(manifest.counts).toMatchObject({ savedImages: 2, savedTexts: 1 });
  const names = [...archive.keys()];
  expect(names.filter((name) => name.startsWith('images/'))).toHaveLength(2);
  const texts = names.filter((name) => name.startsWith('texts/') && name.endsWith('.md'));
  expect(texts).toHaveLength(1);
  expect(archive.get(texts[0] ?? '')?.toString('utf8')).toContain(textContent);

  // The gallery's selection as one ZIP.
  await page.goto('/image-generator');
  await page.getByRole('tab', { name: 'My Gallery' }).click();
  const boxes = page.getByRole('checkbox', { name: `Select ${prompt}` });
  await expect(boxes).toHaveCount(2);
  await boxes.nth(0).check({ force: true });
  await boxes.nth(1).check({ force: true });
  await expect(page.getByText('2 images selected')).toBeVisible();
  const [bulk] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download selected' }).click(),
  ]);
  expect([...(await entriesOf(bulk)).keys()]).toHaveLength(2);

  // Delete my account: media gone, sign-in refused, the address signs up again without a trial.
  await openSettings(page);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your password', { exact: true }).fill(strongPassword);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  for (const url of mediaUrls) expect((await request.get(url)).status()).toBe(404);
  const signIn = await request.post('/api/auth/login', {
    data: { email, password: strongPassword },
  });
  expect(signIn.status()).toBe(401);
  const again = await request.post('/api/auth/signup', {
    data: { email, password: strongPassword, full_name: 'Ada Lovelace' },
  });
  expect(again.ok(), await again.text()).toBe(true);
  const { token: fresh } = (await again.json()) as { token: string };
  expect(await balanceOf(request, fresh)).toBe(0);
});
