import { expect, test } from './fixtures';
import { signInWithToken, strongPassword, uniqueEmail } from './helpers';

test('saved texts: deleting the only text of the last page moves to the page before', async ({
  page,
  request,
}) => {
  const signUp = await request.post('/api/auth/signup', {
    data: { email: uniqueEmail('pages'), password: strongPassword, full_name: 'Ada Lovelace' },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const { token } = (await signUp.json()) as { token: string };
  // Eleven texts: ten on page 1, one on page 2 (the oldest, saved first).
  for (let n = 1; n <= 11; n += 1) {
    const saved = await request.post('/api/texts/save', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        content: `Body of note ${n}`,
        prompt: `Note ${n}`,
        textType: 'article',
        textLength: 'short',
        writingStyle: 'professional',
        outputLanguage: 'english',
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  await signInWithToken(page, token);

  await page.goto('/saved-texts');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('2 of 2')).toBeVisible();
  const [onlyOne] = await page
    .getByRole('list', { name: /saved texts/i })
    .getByRole('heading')
    .allTextContents();
  expect(onlyOne).toBeDefined();
  await page.getByRole('button', { name: `Delete: ${onlyOne}`, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Text deleted successfully')).toBeVisible();

  // Page 1 with its ten texts, not an empty page 2 with no pager.
  await expect(page.getByRole('list', { name: /saved texts/i }).getByRole('heading')).toHaveCount(
    10,
  );
  await expect(page.getByText('No saved texts yet')).toHaveCount(0);
});
