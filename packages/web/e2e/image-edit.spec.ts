import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import {
  creditedUserViaApi,
  expectNoAxeViolations,
  pageBalance,
  savedImagesViaApi,
  signInWithToken,
} from './helpers';

/** The credits a cost line on screen shows ("4 credits" → 4). */
async function creditsShown(line: Locator): Promise<number> {
  const text = (await line.textContent()) ?? '';
  const credits = Number(/(\d+)/.exec(text)?.[1]);
  expect(Number.isInteger(credits), `a cost on screen: "${text}"`).toBe(true);
  return credits;
}

/**
 * Runs `act` (a generation) and checks the balance moved by exactly the cost the screen showed
 * before it: the server's balance, polled until the debit is there.
 */
async function spendsWhatWasShown(page: Page, costLine: Locator, act: () => Promise<void>) {
  const cost = await creditsShown(costLine);
  expect(cost).toBeGreaterThan(0);
  const before = await pageBalance(page);
  await act();
  await expect.poll(() => pageBalance(page), { timeout: 20_000 }).toBe(before - cost);
}

/** The image generator's result card with this picture's alt text; its src. */
async function resultUrl(page: Page, alt: string): Promise<string> {
  const image = page.getByRole('img', { name: alt });
  await expect(image).toBeVisible({ timeout: 20_000 });
  return (await image.getAttribute('src')) ?? '';
}

/** Generate in the edit (or plain) form and wait for the result named `alt`. */
async function generate(page: Page, alt: string): Promise<string> {
  await spendsWhatWasShown(page, page.getByTestId('image-cost'), async () => {
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByRole('img', { name: alt })).toBeVisible({ timeout: 20_000 });
  });
  return resultUrl(page, alt);
}

test('generate an image, edit it, edit the result again: the gallery shows the chain; download the result', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await creditedUserViaApi(request, 30);
  await signInWithToken(page, token);
  await page.goto('/image-generator');

  const prompt = 'A lighthouse on a cliff at dawn';
  await page.getByRole('textbox', { name: 'Prompt', exact: true }).fill(prompt);
  const original = await generate(page, `Generated image 1: ${prompt}`);

  // Edit the generated picture: it becomes the input, the form asks what should change.
  await page.getByRole('link', { name: `Edit: Generated image 1: ${prompt}` }).click();
  await expect(page.getByRole('img', { name: 'The picture to edit' })).toHaveAttribute(
    'src',
    original,
  );
  await expect(page.getByRole('region', { name: 'Your input picture' })).toBeFocused();
  const first = 'Make the sky stormy';
  await page.getByRole('textbox', { name: 'What should change?' }).fill(first);
  const edited = await generate(page, `Generated image 1: ${first}`);
  await expect(page.getByRole('region', { name: 'Your image' })).toBeFocused();

  // Edit the edit: the result of the first edit is the input of the second.
  await page.getByRole('link', { name: `Edit: Generated image 1: ${first}` }).click();
  await expect(page.getByRole('img', { name: 'The picture to edit' })).toHaveAttribute(
    'src',
    edited,
  );
  const second = 'Add a red kite in the sky';
  await page.getByRole('textbox', { name: 'What should change?' }).fill(second);
  const result = await generate(page, `Generated image 1: ${second}`);
  await expectNoAxeViolations(page);

  // Download the result.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.png$/);
  const file = await download.path();
  expect((await sharp(file).metadata()).format).toBe('png');

  // A reload keeps the input (it is in the address).
  await page.reload();
  await expect(page.getByRole('img', { name: 'The picture to edit' })).toHaveAttribute(
    'src',
    edited,
  );
  await expect(page.getByRole('textbox', { name: 'What should change?' })).toHaveValue('');

  // The gallery: the last edit says it was edited from the one before, whose link opens it.
  await page.getByRole('tab', { name: 'My Gallery' }).click();
  await page.getByRole('button', { name: `View image: ${second}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Image details' });
  await expect(dialog.getByRole('img', { name: second })).toHaveAttribute('src', result);
  await expect(dialog.getByText('Edited from another image:')).toBeVisible();
  await expectNoAxeViolations(page);

  // …its link shows the first edit in the same dialog…
  await dialog.getByRole('link', { name: 'open the original' }).click();
  await expect(dialog.getByRole('img', { name: first, exact: true })).toHaveAttribute(
    'src',
    edited,
  );
  await expect(dialog.getByText('Edited from another image:')).toBeVisible();

  // …whose link shows the first generation, made from words alone.
  await dialog.getByRole('link', { name: 'open the original' }).click();
  await expect(dialog.getByRole('img', { name: prompt, exact: true })).toHaveAttribute(
    'src',
    original,
  );
  await expect(dialog.getByTestId('image-lineage')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('More like this: three variations at the cost shown, saved as variations of the original', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await creditedUserViaApi(request, 30);
  const prompt = 'A red fox in a snowy forest';
  await savedImagesViaApi(request, token, prompt);
  await signInWithToken(page, token);
  await page.goto('/image-generator');
  await page.getByRole('tab', { name: 'My Gallery' }).click();
  await page.getByRole('button', { name: `View image: ${prompt}` }).click();
  const details = page.getByRole('dialog', { name: 'Image details' });
  const original = (await details.getByRole('img', { name: prompt }).getAttribute('src')) ?? '';
  await details.getByRole('button', { name: 'More like this' }).click();

  const dialog = page.getByRole('dialog', { name: 'More like this' });
  const count = dialog.getByRole('textbox', { name: 'Number of variations' });
  await count.fill('3');
  await count.press('Tab');
  const cost = dialog.getByTestId('variation-cost');
  await expect(cost).toHaveText(/\d+ credits/);
  await spendsWhatWasShown(page, cost, async () => {
    await dialog.getByRole('button', { name: /^Make 3 variations for \d+ credits$/ }).click();
    await expect(dialog.getByRole('region', { name: 'Your 3 variations' })).toBeFocused({
      timeout: 20_000,
    });
  });
  for (const index of [1, 2, 3]) {
    await expect(dialog.getByRole('img', { name: `Variation ${index}` })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  // Escape closes the variations, the focus goes back to More like this; again closes the image.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'More like this' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The gallery now holds the three, each a variation of the original.
  await expect(page.getByRole('button', { name: `View image: ${prompt}` })).toHaveCount(4, {
    timeout: 20_000,
  });
  await page
    .getByRole('button', { name: `View image: ${prompt}` })
    .first()
    .click();
  const newest = page.getByRole('dialog', { name: 'Image details' });
  await expect(newest.getByText('Variation of another image:')).toBeVisible();
  await newest.getByRole('link', { name: 'open the original' }).click();
  await expect(newest.getByRole('img', { name: prompt, exact: true })).toHaveAttribute(
    'src',
    original,
  );
  await expect(newest.getByTestId('image-lineage')).toHaveCount(0);
});

test('upload a JPEG with a GPS location: the stored file has no EXIF; edit it; a text file named .png is refused on the field', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await creditedUserViaApi(request, 30);
  await signInWithToken(page, token);

  // A photo that says where it was taken.
  const photo = await sharp({
    create: { width: 96, height: 64, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Lumen test camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
  const sent = await sharp(photo).metadata();
  expect(sent.exif?.includes(Buffer.from('Lumen test camera'))).toBe(true);

  await page.goto('/image-generator');
  const before = await pageBalance(page);
  await page
    .getByLabel('Your picture')
    .setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: photo });
  const input = page.getByRole('img', { name: 'The picture to edit' });
  await expect(input).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Your input picture' })).toBeFocused();
  const stored = (await input.getAttribute('src')) ?? '';

  // The stored file: the same picture, without EXIF (no GPS location, no camera).
  const file = await page.request.get(stored);
  expect(file.ok()).toBe(true);
  const bytes = await file.body();
  const kept = await sharp(bytes).metadata();
  expect(kept.format).toBe('jpeg');
  expect([kept.width, kept.height]).toEqual([96, 64]);
  expect(kept.exif).toBeUndefined();
  expect(bytes.includes(Buffer.from('Lumen test camera'))).toBe(false);
  expect(bytes.includes(Buffer.from('GPS'))).toBe(false);
  // An upload costs nothing.
  expect(await pageBalance(page)).toBe(before);

  // Edit the uploaded picture.
  const instruction = 'Turn it into a watercolour';
  await page.getByRole('textbox', { name: 'What should change?' }).fill(instruction);
  await generate(page, `Generated image 1: ${instruction}`);

  // Back to a plain generation, and a text file that pretends to be a PNG.
  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByRole('textbox', { name: 'Prompt', exact: true })).toBeVisible();
  const field = page.getByLabel('Your picture');
  await field.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('hello, this is text'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'The file is not a PNG, JPEG or WebP image' }),
  ).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('img', { name: 'The picture to edit' })).toHaveCount(0);
});
