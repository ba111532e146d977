import { expect, test } from 'vitest';
import { renderApp } from '@/testing/render-app';

// The keyboard walk itself (Tab, then Enter) runs in the Playwright journeys, in a real page.
test.each([
  ['en', 'Skip to content'],
  ['es', 'Saltar al contenido'],
] as const)(
  '%s: the skip link is the first tab stop and targets the main content',
  async (language, name) => {
    const { screen } = await renderApp('/', { language });
    const skip = screen.getByRole('link', { name });
    await expect.element(skip).toHaveAttribute('href', '#main');
    const tabbable = document.querySelectorAll(
      'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
    );
    expect(tabbable[0]).toBe(skip.element());
    const main = screen.getByRole('main').element();
    expect(main.id).toBe('main');
    expect(main.tabIndex).toBe(-1);
  },
);
