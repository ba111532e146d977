import { expect, test } from './fixtures';
import { creditedUserViaApi, savedImagesViaApi, signInWithToken } from './helpers';

// On a phone the gallery's six filter fields fold behind one Filters button, so the first saved
// image is on the first screen; the button opens them.

const prompt = 'A heron in the reeds, ink wash';

test.use({ viewport: { width: 390, height: 844 } });

test('on a 390×844 phone the first image of My Gallery is in view, the filters behind a button', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await creditedUserViaApi(request, 10);
  await savedImagesViaApi(request, token, prompt);

  await signInWithToken(page, token);
  await page.goto('/image-generator');
  await page.getByRole('tab', { name: 'My Gallery' }).click();

  const first = page.getByRole('button', { name: `View image: ${prompt}` });
  await expect(first).toBeVisible();
  await expect(first).toBeInViewport({ ratio: 0.5 });

  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: /Style/ })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: /Style/ })).toBeVisible();
});
