import { findByText, within } from 'storybook/test';
import { afterEach, expect, test } from 'vitest';

// Stories' play functions wait with testing-library's findBy*, whose bound is one second unless
// configured: on a loaded CI machine a mocked answer that takes longer made a story fail.
afterEach(() => {
  document.body.replaceChildren();
});

const appearLater = (text: string, afterMs: number) => {
  setTimeout(() => {
    const p = document.createElement('p');
    p.textContent = text;
    document.body.append(p);
  }, afterMs);
};

test("a story's findBy waits for an element that shows after a slow answer", async () => {
  appearLater('Not enough credits', 2_500);
  await expect(within(document.body).findByText('Not enough credits')).resolves.toBeTruthy();
});

test('the bound holds for the standalone queries too', async () => {
  appearLater('Saved', 2_500);
  await expect(findByText(document.body, 'Saved')).resolves.toBeTruthy();
});
