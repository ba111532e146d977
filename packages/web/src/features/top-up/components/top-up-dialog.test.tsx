import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import en from '@/locales/en.json';
import es from '@/locales/es.json';
import { tokenStorageKey } from '@/lib/auth/token';
import { expectOnlyCatalogueErrors, visibleErrorTexts } from '@/testing/catalogue-texts';
import { accountStatsFixture, meFixture, profileFixture, quoteFixture } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const words = { en, es } as const;

// The credits field wrong in every way, and emptied, in both languages: only catalogue texts.
describe('top-up dialog speaks the catalogue', () => {
  test.each(['en', 'es'] as const)('%s: wrong amounts, then empty', async (language) => {
    localStorage.setItem(tokenStorageKey, 'tok');
    mockApi({
      'GET /api/auth/me': () => Response.json(meFixture(1)),
      'GET /api/profile': () => Response.json(profileFixture()),
      'GET /api/transactions': () => Response.json({ transactions: [] }),
      'GET /api/account/stats': () => Response.json(accountStatsFixture()),
      'GET /api/generations': () => Response.json({ generations: [] }),
      'GET /api/billing-profiles': () => Response.json([]),
      'POST /api/currency/quote': () => Response.json({ quote: quoteFixture }),
    });
    const { screen } = await renderApp('/dashboard', { language });
    const banner = screen.getByRole('region', { name: words[language]['lowBalance.label'] });
    await banner.getByRole('button', { name: words[language]['lowBalance.topUp'] }).click();
    const dialog = page.getByRole('dialog');
    const credits = dialog.getByRole('textbox', { name: words[language]['topup.credits'] });
    await expect.element(credits).toBeVisible();
    for (const value of ['0', '20000', '1.5', 'x', '']) {
      await credits.fill(value);
      await expect.poll(() => visibleErrorTexts(dialog.element()).length).toBeGreaterThan(0);
      expectOnlyCatalogueErrors(language, dialog.element());
    }
  });
});
