import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { balanceOf, creditedUserViaApi, expectNoAxeViolations, signInWithToken } from './helpers';

// Text to speech on the demo model (eSpeak on the server, no network): English and Spanish,
// played in the page and downloaded as MP3 and WAV, each debiting the cost the screen showed,
// once; the demo model's '[demo:fail]' makes a generation fail after the debit, refunded once.

/** The cost the screen shows before generating, in credits. */
async function shownCost(page: Page): Promise<number> {
  const text = (await page.getByTestId('voice-cost').textContent()) ?? '';
  const credits = Number(/(\d+)/.exec(text)?.[1]);
  expect(credits, text).toBeGreaterThan(0);
  return credits;
}

/** The result's audio element has loaded its metadata and reports a real length. */
async function playedDuration(page: Page): Promise<number> {
  const audio = page.getByTestId('voice-audio');
  await expect(audio).toBeVisible({ timeout: 60_000 });
  await audio.evaluate(
    (element: HTMLAudioElement) =>
      new Promise<void>((resolve, reject) => {
        if (element.readyState >= 1 && element.duration > 0) return resolve();
        element.addEventListener('loadedmetadata', () => resolve(), { once: true });
        element.addEventListener('error', () => reject(new Error('audio error')), { once: true });
        element.load();
      }),
  );
  return audio.evaluate((element: HTMLAudioElement) => element.duration);
}

/** Clicks Download and answers the saved file's name and bytes. */
async function download(page: Page, label: string) {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: label }).click();
  const file = await started;
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

async function choose(page: Page, field: RegExp, option: RegExp | string) {
  // Within the screen: the header has a site language selector of its own.
  await page.getByRole('main').getByRole('button', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

test('speech in English (MP3) and Spanish (WAV): played, downloaded, each charged once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const token = await creditedUserViaApi(page.request, 50);
  await signInWithToken(page, token);
  let balance = await balanceOf(page.request, token);

  await page.goto('/generate/voice');
  await expect(page.getByRole('heading', { level: 1, name: 'Text to Speech' })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Text to speak' })
    .fill('Hello from Lumen Studio. This sentence was spoken on our own server.');
  await expect(page.getByText('68 / 5,000 characters')).toBeVisible();
  const englishCost = await shownCost(page);
  expect(englishCost).toBe(3);
  await page.getByRole('button', { name: 'Generate speech' }).click();
  expect(await playedDuration(page)).toBeGreaterThan(1);
  const mp3 = await download(page, 'Download MP3');
  expect(mp3.name).toMatch(/\.mp3$/);
  // An MPEG audio frame header: eleven set sync bits.
  expect(mp3.bytes[0]).toBe(0xff);
  expect((mp3.bytes[1] ?? 0) & 0xe0).toBe(0xe0);
  balance -= englishCost;
  await expect.poll(() => balanceOf(page.request, token)).toBe(balance);
  await expectNoAxeViolations(page);

  // Spanish, over a thousand characters (6 credits), as WAV.
  await choose(page, /Language/, 'Spanish');
  await expect(page.getByRole('main').getByRole('button', { name: /Voice/ })).toContainText('Leda');
  await page.getByRole('radio', { name: 'WAV' }).click();
  const spanish = 'Hola a todos. Bienvenidos a Lumen Studio, donde sus ideas cobran voz. '.repeat(
    16,
  );
  await page.getByRole('textbox', { name: 'Text to speak' }).fill(spanish);
  const spanishCost = await shownCost(page);
  expect(spanishCost).toBe(6);
  await page.getByRole('button', { name: 'Generate speech' }).click();
  await expect(page.getByText(/Leda · Spanish/)).toBeVisible({ timeout: 60_000 });
  expect(await playedDuration(page)).toBeGreaterThan(10);
  const wav = await download(page, 'Download WAV');
  expect(wav.name).toMatch(/\.wav$/);
  expect(wav.bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(wav.bytes.subarray(8, 12).toString('latin1')).toBe('WAVE');
  balance -= spanishCost;
  await expect.poll(() => balanceOf(page.request, token)).toBe(balance);

  // Both are in My Creations, playable.
  const creations = await page.request.get('/api/generations', {
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = (
    (await creations.json()) as {
      generations: {
        generation_type: string;
        status: string;
        cost_credits: number;
        result_url: string | null;
      }[];
    }
  ).generations.filter((row) => row.generation_type === 'voice');
  expect(rows.map((row) => [row.status, row.cost_credits])).toEqual([
    ['completed', spanishCost],
    ['completed', englishCost],
  ]);
  expect(rows.every((row) => row.result_url?.startsWith('/media/'))).toBe(true);
});

test('a failed generation is refunded once and says why', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await creditedUserViaApi(page.request, 20);
  await signInWithToken(page, token);
  const before = await balanceOf(page.request, token);

  await page.goto('/generate/voice');
  await page
    .getByRole('textbox', { name: 'Text to speak' })
    .fill('This one breaks on purpose [demo:fail]');
  expect(await shownCost(page)).toBe(3);
  await page.getByRole('button', { name: 'Generate speech' }).click();
  await expect(page.getByText('Generation Failed').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('The demo voice model failed on purpose').first()).toBeVisible();
  await expect.poll(() => balanceOf(page.request, token)).toBe(before);

  const creations = await page.request.get('/api/generations', {
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = (
    (await creations.json()) as {
      generations: { generation_type: string; status: string }[];
    }
  ).generations.filter((row) => row.generation_type === 'voice');
  expect(rows.map((row) => row.status)).toEqual(['failed']);
  // Still the same a moment later: one refund, never two.
  await page.waitForTimeout(1000);
  expect(await balanceOf(page.request, token)).toBe(before);
});
