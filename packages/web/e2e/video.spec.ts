import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { balanceOf, creditedUserViaApi, expectNoAxeViolations, signInWithToken } from './helpers';

// Video on the demo model (the demo image with a slow zoom, encoded to H.264 by the ffmpeg the
// server ships): started, followed to 100%, played in the page and downloaded as MP4, debiting
// the cost the screen showed once; '[demo:fail]' in the prompt fails the job part-way, refunded
// once.

/** The cost the screen shows before generating, in credits. */
async function shownCost(page: Page): Promise<number> {
  const text = (await page.getByTestId('video-cost').textContent()) ?? '';
  const credits = Number(/(\d+)/.exec(text)?.[1]);
  expect(credits, text).toBeGreaterThan(0);
  return credits;
}

/** The progress bar's values as the page shows them, read until it says 100. */
async function progressUntilDone(page: Page): Promise<number[]> {
  const seen: number[] = [];
  const bar = page.getByRole('progressbar', { name: 'Video progress' });
  await expect
    .poll(
      async () => {
        const value = await bar.getAttribute('aria-valuenow', { timeout: 1000 }).catch(() => null);
        if (value !== null && Number(value) !== seen.at(-1)) seen.push(Number(value));
        return seen.at(-1);
      },
      { timeout: 120_000, intervals: [250] },
    )
    .toBe(100);
  return seen;
}

async function videoRows(page: Page, token: string) {
  const creations = await page.request.get('/api/generations', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (
    (await creations.json()) as {
      generations: { generation_type: string; status: string; cost_credits: number }[];
    }
  ).generations.filter((row) => row.generation_type === 'video');
}

test('a 4-second demo video: progress to 100%, plays, downloads as MP4, charged once', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const token = await creditedUserViaApi(page.request, 20);
  await signInWithToken(page, token);
  const before = await balanceOf(page.request, token);

  await page.goto('/generate/video');
  await expect(page.getByRole('heading', { level: 1, name: 'Video Generator' })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Prompt', exact: true })
    .fill('A lighthouse at dusk, waves rolling in');
  await expect(page.getByRole('radio', { name: '4 seconds' })).toBeChecked();
  const cost = await shownCost(page);
  expect(cost).toBe(5);
  await page.getByRole('button', { name: 'Generate video' }).click();

  const progress = await progressUntilDone(page);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
  await expect(page.getByText('Your video is ready')).toBeVisible();

  // The browser plays it: its metadata loads and it reports a real length.
  const video = page.getByLabel('Video: A lighthouse at dusk, waves rolling in');
  await expect(video).toBeVisible();
  const duration = await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<number>((resolve, reject) => {
        if (element.readyState >= 1 && element.duration > 0) return resolve(element.duration);
        element.addEventListener('loadedmetadata', () => resolve(element.duration), {
          once: true,
        });
        element.addEventListener('error', () => reject(new Error('video error')), { once: true });
        element.load();
      }),
  );
  expect(duration).toBeGreaterThan(3.5);
  expect(duration).toBeLessThan(4.5);
  const played = await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    await new Promise((resolve) => setTimeout(resolve, 500));
    element.pause();
    return element.currentTime;
  });
  expect(played).toBeGreaterThan(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download MP4' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/\.mp4$/);
  const bytes = await readFile(await file.path());
  // An ISO base media file: the 'ftyp' box first.
  expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');

  await expect.poll(() => balanceOf(page.request, token)).toBe(before - cost);
  expect((await videoRows(page, token)).map((row) => [row.status, row.cost_credits])).toEqual([
    ['completed', cost],
  ]);
  await expectNoAxeViolations(page);
  // Still the same a moment later: charged once.
  await page.waitForTimeout(1000);
  expect(await balanceOf(page.request, token)).toBe(before - cost);
});

test('a forced failure is refunded once and says why', async ({ page }) => {
  test.setTimeout(180_000);
  const token = await creditedUserViaApi(page.request, 20);
  await signInWithToken(page, token);
  const before = await balanceOf(page.request, token);

  await page.goto('/generate/video');
  await page
    .getByRole('textbox', { name: 'Prompt', exact: true })
    .fill('A storm that breaks on purpose [demo:fail]');
  const cost = await shownCost(page);
  await page.getByRole('button', { name: 'Generate video' }).click();
  // Reserved when the job starts...
  await expect.poll(() => balanceOf(page.request, token)).toBeLessThanOrEqual(before);
  await expect(page.getByText('The video could not be made')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText('Your credits for it have been refunded.')).toBeVisible();
  await expect(page.getByText(/asked to fail/).first()).toBeVisible();
  // ...and given back once.
  await expect.poll(() => balanceOf(page.request, token)).toBe(before);
  expect((await videoRows(page, token)).map((row) => [row.status, row.cost_credits])).toEqual([
    ['failed', cost],
  ]);
  await page.waitForTimeout(1000);
  expect(await balanceOf(page.request, token)).toBe(before);
});
