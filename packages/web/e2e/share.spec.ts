import { expect, test } from './fixtures';
import {
  creditedUserViaApi,
  expectNoAxeViolations,
  savedImagesViaApi,
  signInWithToken,
} from './helpers';

const prompt = 'A lighthouse at dusk, watercolour';

test('share an image from the gallery, open the link signed out, revoke it: the link answers 404', async ({
  page,
  request,
  browser,
}) => {
  // A long journey (a purchase, a generation, two browsers) on a machine that may be loaded.
  test.slow();
  const token = await creditedUserViaApi(request, 10);
  await savedImagesViaApi(request, token, prompt);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInWithToken(page, token);
  await page.goto('/image-generator');
  await page.getByRole('tab', { name: 'My Gallery' }).click();
  await page.getByRole('button', { name: `View image: ${prompt}` }).click();
  await page.getByRole('button', { name: `Share “${prompt}”` }).click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  await expect(dialog.getByText('No live links yet')).toBeVisible();
  await dialog.getByRole('radio', { name: '1 day' }).click();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const field = dialog.getByRole('textbox', { name: 'Your link' });
  await expect(field).toBeFocused();
  const url = await field.inputValue();
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{40,}$/);
  await dialog.getByRole('button', { name: 'Copy link' }).first().click();
  await expect(dialog.getByRole('button', { name: 'Link copied' }).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const links = dialog.getByRole('list', { name: 'Links to this item' });
  await expect(links.getByText(url)).toBeVisible();
  await expect(links.getByText(/ · Expires /)).toBeVisible();
  await expectNoAxeViolations(page);

  // Someone without an account opens the link in a browser of their own.
  const stranger = await browser.newContext();
  try {
    const publicPage = await stranger.newPage();
    const opened = await publicPage.goto(url);
    expect(opened?.status()).toBe(200);
    await expect(publicPage.getByText(prompt, { exact: true })).toBeVisible();
    const picture = publicPage.getByRole('img', { name: prompt });
    await expect(picture).toBeVisible();
    // The picture really arrived (a broken image has no natural width).
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // "Use this prompt" opens the image generator with the prompt filled in, signed out too.
    const generator = await stranger.newPage();
    await generator.goto(url);
    await generator.getByRole('link', { name: 'Use this prompt' }).click();
    await generator.waitForURL('**/image-generator?remix=*');
    await expect(generator.getByRole('textbox', { name: /Prompt/ })).toHaveValue(prompt);
    await generator.close();

    // The owner revokes it, after a confirmation.
    await links.getByRole('button', { name: /^Revoke the link made / }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this link?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(dialog.getByText('No live links yet')).toBeVisible();

    const again = await publicPage.goto(url);
    expect(again?.status()).toBe(404);
    await expect(publicPage.getByRole('heading', { name: 'Link not available' })).toBeVisible();
    expect((await stranger.request.get(`${url}/image`)).status()).toBe(404);
  } finally {
    await stranger.close();
  }
});
