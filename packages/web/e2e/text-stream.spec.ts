import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { balanceOf, creditedUserViaApi, signInWithToken } from './helpers';

// A long text streamed by the demo model (a short pause before each word): the page shows its
// first words while the rest are still being written, Stop keeps what came, and that partial
// text is saved like any result; the balance moves by exactly the cost the screen showed.

/** The cost the form shows before generating, in credits. */
async function shownCost(page: Page): Promise<number> {
  const text = (await page.getByTestId('text-cost').textContent()) ?? '';
  const credits = Number(/(\d+)/.exec(text)?.[1]);
  expect(credits, text).toBeGreaterThan(0);
  return credits;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

test('a long text streams in, Stop keeps the words that came, and they save', async ({ page }) => {
  test.setTimeout(180_000);
  const token = await creditedUserViaApi(page.request, 30);
  await signInWithToken(page, token);
  const before = await balanceOf(page.request, token);

  await page.goto('/generate/text');
  await page
    .getByRole('main')
    .getByRole('button', { name: /Length/ })
    .click();
  await page.getByRole('option', { name: 'Long (700-1000 words)' }).click();
  await page
    .getByRole('textbox', { name: 'What should we write?' })
    .fill('Why lighthouses still matter to coastal towns');
  const cost = await shownCost(page);

  // Every text the page drew in the writing region, in the order it drew them.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenTexts: string[] }).seenTexts = seen;
    new MutationObserver(() => {
      const shown = document.querySelector('[data-testid="streamed-text"]')?.textContent ?? '';
      if (shown && shown !== seen.at(-1)) seen.push(shown);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Generate', exact: true }).click();

  const writing = page.getByRole('region', { name: 'Writing your text' });
  const streamed = writing.getByTestId('streamed-text');
  await expect.poll(async () => words((await streamed.textContent()) ?? '')).toBeGreaterThan(12);
  await writing.getByRole('button', { name: 'Stop' }).click();

  const result = page.getByRole('article', { name: 'Variant 1' });
  await expect(result).toBeVisible();
  await expect(
    result.getByText('Stopped before the end: this is what was written by then.'),
  ).toBeVisible();
  const kept = (await result.locator('p').last().textContent()) ?? '';
  const seen = await page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);

  // The order the page saw: the words grew in several steps, each a continuation of the one
  // before, and the first words were drawn while most of the text was still to come.
  expect(seen.length).toBeGreaterThan(3);
  for (const [index, text] of seen.entries()) {
    if (index > 0) expect(text.startsWith(seen[index - 1] ?? '')).toBe(true);
  }
  const first = seen[0] ?? '';
  expect(words(first)).toBeGreaterThan(0);
  expect(kept.startsWith(first.trim())).toBe(true);
  expect(words(first)).toBeLessThan(words(kept));
  // Stopped: far short of a long text's 700 words.
  expect(words(kept)).toBeLessThan(700);

  // The partial text saves like any result.
  await result.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Text saved successfully')).toBeVisible();
  const saved = await page.request.get('/api/texts/saved', {
    headers: { authorization: `Bearer ${token}` },
  });
  const library = (await saved.json()) as { texts: { content: string }[] };
  expect(library.texts.map((text) => text.content)).toEqual([kept]);

  // Charged once, by exactly the cost shown: Stop keeps the charge, nothing more moves.
  await expect.poll(() => balanceOf(page.request, token)).toBe(before - cost);
});
