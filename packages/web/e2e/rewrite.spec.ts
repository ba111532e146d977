import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { balanceOf, creditedUserViaApi, expectNoAxeViolations, signInWithToken } from './helpers';

// Rewrite a saved text into Spanish on the demo model (a deterministic word map on the server):
// the balance moves by exactly the cost the dialog showed, once; the result is saved as a new
// saved text in Spanish.

const ENGLISH = 'The lighthouse is bright. The sea is quiet. It is a good day.';
const SPANISH = 'El faro es brillante. El mar es tranquilo. Eso es un bueno día.';

/** The cost the dialog shows before Rewrite, in credits. */
async function shownCost(page: Page): Promise<number> {
  const text = (await page.getByTestId('rewrite-cost').textContent()) ?? '';
  const credits = Number(/(\d+)/.exec(text)?.[1]);
  expect(credits, text).toBeGreaterThan(0);
  return credits;
}

test('a saved text rewritten into Spanish: charged the cost shown, once, and saved', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const token = await creditedUserViaApi(page.request, 30);
  const saved = await page.request.post('/api/texts/save', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      content: ENGLISH,
      prompt: 'A quiet day at the lighthouse',
      textType: 'creative',
      textLength: 'short',
      writingStyle: 'casual',
      outputLanguage: 'english',
    },
  });
  expect(saved.ok()).toBe(true);
  await signInWithToken(page, token);
  const before = await balanceOf(page.request, token);

  await page.goto('/saved-texts');
  await page
    .getByRole('button', { name: /View: A quiet day at the lighthouse/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Rewrite “A quiet day at the lighthouse”' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rewrite text' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Translate' }).click();
  await expect(dialog.getByRole('radio', { name: 'Spanish' })).toBeChecked();
  const cost = await shownCost(page);
  expect(cost).toBe(2);
  await dialog.getByRole('button', { name: 'Rewrite', exact: true }).click();
  await expect(dialog.getByText(SPANISH)).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => balanceOf(page.request, token)).toBe(before - cost);
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Save as saved text' }).click();
  await expect(dialog.getByRole('button', { name: 'Saved' })).toBeDisabled();
  const list = await page.request.get('/api/texts/saved', {
    headers: { authorization: `Bearer ${token}` },
  });
  const texts = (await list.json()).texts as { content: string; output_language: string }[];
  expect(texts).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ content: SPANISH, output_language: 'spanish' }),
    ]),
  );
  // Charged once: saving costs nothing more.
  expect(await balanceOf(page.request, token)).toBe(before - cost);
});
