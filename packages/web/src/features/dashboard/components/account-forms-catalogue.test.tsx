import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import en from '@/locales/en.json';
import es from '@/locales/es.json';
import { tokenStorageKey } from '@/lib/auth/token';
import { billingApi } from '@/testing/billing';
import { expectOnlyCatalogueErrors, visibleErrorTexts } from '@/testing/catalogue-texts';
import { accountStatsFixture, meFixture, profileFixture } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { fillEveryField } from '@/testing/walk-form';

const words = { en, es } as const;

function signedIn() {
  localStorage.setItem(tokenStorageKey, 'tok');
  mockApi({
    'GET /api/auth/me': () => Response.json(meFixture()),
    'GET /api/profile': () => Response.json(profileFixture()),
    'GET /api/transactions': () => Response.json({ transactions: [] }),
    'GET /api/account/stats': () => Response.json(accountStatsFixture()),
    'GET /api/generations': () => Response.json({ generations: [] }),
    'GET /api/tokens': () => Response.json({ tokens: [] }),
    ...billingApi().handlers,
  });
}

/** Wrong, then empty: each time only catalogue texts under `root`. */
async function walk(language: 'en' | 'es', root: ParentNode) {
  for (const value of ['x', '']) {
    await fillEveryField(value, root);
    await expect.poll(() => visibleErrorTexts(root).length).toBeGreaterThan(0);
    expectOnlyCatalogueErrors(language, root);
  }
}

// Profile, billing and change password, in both languages: only the catalogue speaks.
describe('the dashboard forms speak the catalogue', () => {
  test.each(['en', 'es'] as const)('%s: profile and billing', async (language) => {
    signedIn();
    const { screen } = await renderApp('/dashboard', { language });
    await screen.getByRole('tab', { name: language === 'en' ? 'Profile' : 'Perfil' }).click();
    const profile = screen.getByRole('button', { name: words[language]['profile.save'] });
    await expect.element(profile).toBeVisible();
    await walk(language, profile.element().closest('form') as HTMLFormElement);
    await screen.getByRole('button', { name: words[language]['billing.add'] }).click();
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    await walk(language, dialog.element());
  });

  test.each(['en', 'es'] as const)('%s: change password', async (language) => {
    signedIn();
    const { screen } = await renderApp('/dashboard', { language });
    await screen.getByRole('tab', { name: language === 'en' ? 'Settings' : 'Ajustes' }).click();
    const submit = screen.getByRole('button', {
      name: words[language]['settings.changePassword'],
    });
    await expect.element(submit).toBeVisible();
    await walk(language, submit.element().closest('form') as HTMLFormElement);
  });
});
