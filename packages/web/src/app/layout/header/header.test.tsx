import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page as browser } from 'vitest/browser';
import en from '@/locales/en.json';
import { page as reloader } from '@/lib/auth/sign-out';
import { tokenStorageKey } from '@/lib/auth/token';
import { mockApi } from '@/testing/mock-api';
import { axeViolations } from '@/testing/axe';
import { renderApp } from '@/testing/render-app';

const me = () =>
  Response.json({
    user: { id: 'u1', username: 'Ada Lovelace', email: 'a@b.co', credits_balance: 42 },
  });

describe('header on desktop', () => {
  beforeEach(async () => {
    await browser.viewport(1280, 800);
  });

  test('signed out: Sign in and Sign up, no credits, no sign out', async () => {
    const { screen } = await renderApp('/');
    const header = screen.getByRole('banner');
    await expect.element(header.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expect.element(header.getByRole('link', { name: 'Sign up', exact: true })).toBeVisible();
    await expect.element(header.getByText('Sign out')).not.toBeInTheDocument();
    await expect.element(header.getByTitle(en['header.creditsLabel'])).not.toBeInTheDocument();
  });

  test('signed in: credits badge, profile button and Sign out (logout call, token removed, reload)', async () => {
    localStorage.setItem(tokenStorageKey, 'tok');
    const reload = vi.spyOn(reloader, 'reload').mockImplementation(() => {});
    const { requests } = mockApi({
      'GET /api/auth/me': me,
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const { screen, router } = await renderApp('/signin');
    const header = screen.getByRole('banner');
    await expect.element(header.getByText('42 credits')).toBeVisible();
    await expect.element(header.getByText('Sign in', { exact: true })).not.toBeInTheDocument();

    await header.getByRole('link', { name: 'My Profile' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/dashboard');

    await header.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => reload.mock.calls.length).toBe(1);
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
    const logout = requests.find((r) => r.url.endsWith('/api/auth/logout'));
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('Authorization')).toBe('Bearer tok');
  });

  test('FAQ and Contact links only on /', async () => {
    const { screen, router } = await renderApp('/');
    const header = screen.getByRole('banner');
    await expect.element(header.getByRole('button', { name: 'FAQ' })).toBeVisible();
    await expect.element(header.getByRole('button', { name: 'Contact' })).toBeVisible();
    await router.navigate('/signin');
    await expect.element(header.getByRole('button', { name: 'FAQ' })).not.toBeInTheDocument();
  });

  test('the generators dropdown lists the four generators with descriptions', async () => {
    const { screen } = await renderApp('/signin');
    await screen.getByRole('button', { name: 'Generators' }).click();
    const menu = screen.getByRole('menu');
    await expect.element(menu).toBeVisible();
    for (const id of ['image', 'text', 'voice', 'video'] as const) {
      await expect
        .element(menu.getByRole('menuitem', { name: new RegExp(en[`generators.${id}.label`]) }))
        .toBeVisible();
      await expect.element(menu.getByText(en[`generators.${id}.description`])).toBeVisible();
    }
    await screen.getByRole('heading', { level: 1 }).click();
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
  });

  test('language and currency selectors switch the page and user_currency', async () => {
    const events: string[] = [];
    const onChange = (e: Event) => events.push((e as CustomEvent<string>).detail);
    window.addEventListener('currency-change', onChange);
    const { screen } = await renderApp('/signin');
    await screen.getByRole('button', { name: /Currency/ }).click();
    await browser.getByRole('option', { name: 'GBP (£)' }).click();
    expect(localStorage.getItem('user_currency')).toBe('GBP');
    expect(events).toEqual(['GBP']);
    window.removeEventListener('currency-change', onChange);

    await screen.getByRole('button', { name: /Language/ }).click();
    // Announced by their names, each in its own language, not as the codes EN and ES.
    await expect
      .element(browser.getByRole('option', { name: 'English', exact: true }))
      .toBeVisible();
    await browser.getByRole('option', { name: 'Español', exact: true }).click();
    await expect.element(screen.getByRole('heading', { name: 'Hola de nuevo' })).toBeVisible();
    expect(localStorage.getItem('language')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    // The trigger shows the code it is named by (axe: label-content-name-mismatch).
    expect(await axeViolations()).toEqual([]);
  });
});

describe('header on mobile', () => {
  beforeEach(async () => {
    await browser.viewport(390, 800);
  });
  afterEach(async () => {
    await browser.viewport(1280, 800);
  });

  test('the menu button opens the sidebar with the sections of SPEC §2', async () => {
    localStorage.setItem(tokenStorageKey, 'tok');
    mockApi({ 'GET /api/auth/me': me });
    const { screen } = await renderApp('/');
    await screen.getByRole('button', { name: 'Open menu' }).click();
    const sidebar = screen.getByRole('dialog');
    await expect.element(sidebar).toBeVisible();
    await expect.element(sidebar.getByText('Ada Lovelace')).toBeVisible();
    await expect.element(sidebar.getByRole('link', { name: 'View Profile' })).toBeVisible();
    await expect.element(sidebar.getByText('42 credits')).toBeVisible();
    for (const id of ['image', 'text', 'voice', 'video'] as const) {
      await expect
        .element(sidebar.getByRole('link', { name: en[`generators.${id}.label`] }))
        .toBeVisible();
    }
    await expect.element(sidebar.getByRole('button', { name: 'FAQ' })).toBeVisible();
    await expect.element(sidebar.getByRole('button', { name: 'Contact' })).toBeVisible();
    await expect
      .element(
        sidebar
          .getByRole('radio', { name: 'English' })
          .or(sidebar.getByRole('button', { name: 'English' })),
      )
      .toBeVisible();
    await expect.element(sidebar.getByText('GBP')).toBeVisible();
    await expect.element(sidebar.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await sidebar.getByRole('button', { name: 'Close menu' }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });

  test('signed out, the sidebar ends with Sign in and Sign up and has no account card', async () => {
    const { screen } = await renderApp('/');
    await screen.getByRole('button', { name: 'Open menu' }).click();
    const sidebar = screen.getByRole('dialog');
    await expect.element(sidebar.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect.element(sidebar.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect.element(sidebar.getByText('View Profile')).not.toBeInTheDocument();
  });
});
