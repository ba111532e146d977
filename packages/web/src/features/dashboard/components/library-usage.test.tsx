import { describe, expect, test } from 'vitest';
import { tokenStorageKey } from '@/lib/auth/token';
import type { Language } from '@/lib/i18n/detect-language';
import { accountStatsFixture, meFixture, profileFixture } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const MB = 1024 * 1024;

function signedIn(library: Record<string, number>) {
  localStorage.setItem(tokenStorageKey, 'tok');
  mockApi({
    'GET /api/auth/me': () => Response.json(meFixture()),
    'GET /api/profile': () => Response.json(profileFixture()),
    'GET /api/transactions': () => Response.json({ transactions: [] }),
    'GET /api/account/stats': () => Response.json(accountStatsFixture({ library })),
    'GET /api/generations': () => Response.json({ generations: [] }),
    'GET /api/billing-profiles': () => Response.json([]),
  });
}

describe('the saved library against its quota, on the dashboard', () => {
  test.each([
    ['en', 'Saved texts and images', '1,234 of 10,000', 'Space used', '1.5 MB of 100 MB'],
    ['es', 'Textos e imágenes guardados', '1234 de 10.000', 'Espacio usado', '1,5 MB de 100 MB'],
  ] as const)(
    '%s: items and space, each a labelled bar saying used of allowed',
    async (language, itemsName, itemsText, bytesName, bytesText) => {
      signedIn({ items: 1234, items_max: 10_000, bytes: 1.5 * MB, bytes_max: 100 * MB });
      const { screen } = await renderApp('/dashboard', { language: language as Language });
      const items = screen.getByRole('progressbar', { name: itemsName });
      await expect.element(items).toHaveAttribute('aria-valuetext', itemsText);
      await expect.element(items).toHaveAttribute('aria-valuemax', '10000');
      const bytes = screen.getByRole('progressbar', { name: bytesName });
      await expect.element(bytes).toHaveAttribute('aria-valuetext', bytesText);
      await expect.element(screen.getByText(itemsText)).toBeVisible();
    },
  );

  test('full: the card says what to do', async () => {
    signedIn({ items: 10_000, items_max: 10_000, bytes: 20 * MB, bytes_max: 100 * MB });
    const { screen } = await renderApp('/dashboard');
    await expect
      .element(
        screen.getByText('Your library is full. Delete saved texts or images to save new ones.'),
      )
      .toBeVisible();
  });
});
