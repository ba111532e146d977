import { afterEach, expect, test } from 'vitest';
import { page as browser } from 'vitest/browser';
import en from '@/locales/en.json';
import es from '@/locales/es.json';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const config = (trialCredits: number, trialDays: number) =>
  mockApi({ 'GET /api/config': () => Response.json({ trialCredits, trialDays }) });

test('FAQ: six questions, at most one answer open, pressing the open one closes it', async () => {
  config(20, 14);
  const { screen } = await renderApp('/');
  const faq = screen.getByRole('region', { name: en['home.faq.title'] });
  await expect.element(faq).toHaveAttribute('id', 'faq');
  const q = (n: number) =>
    faq.getByRole('button', { name: en[`home.faq.q${n}` as keyof typeof en] });
  const a = (n: number) =>
    n === 2
      ? faq.getByText(
          'Yes. A new account gets 20 free credits to use within 14 days, and no card is required to start.',
        )
      : faq.getByText(en[`home.faq.a${n}` as keyof typeof en]);
  for (const n of [1, 2, 3, 4, 5, 6]) {
    await expect.element(q(n)).toHaveAttribute('aria-expanded', 'false');
  }
  await q(1).click();
  await expect.element(a(1)).toBeVisible();
  await q(2).click();
  await expect.element(a(2)).toBeVisible();
  await expect.element(q(1)).toHaveAttribute('aria-expanded', 'false');
  await expect.element(a(1)).not.toBeVisible();
  await q(2).click();
  await expect.element(q(2)).toHaveAttribute('aria-expanded', 'false');
});

test('home: hero, four generator cards, six labelled samples, footer with its links', async () => {
  const { screen } = await renderApp('/');
  await expect.element(screen.getByRole('link', { name: 'Get started' })).toBeVisible();
  const gallery = screen.getByRole('region', { name: en['home.gallery.title'] });
  await expect.poll(() => gallery.getByRole('img').elements().length).toBe(6);
  for (const label of ['People', 'Character', 'Nature', 'Architecture', 'Landscape', 'Design']) {
    await expect.element(gallery.getByText(label, { exact: true })).toBeInTheDocument();
  }
  await expect.element(screen.getByRole('link', { name: /^Open / }).nth(3)).toBeInTheDocument();
  const footer = screen.getByRole('contentinfo');
  await expect.element(footer).toHaveAttribute('id', 'footer');
  for (const [name, href] of [
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
    ['Cookie Policy', '/cookies'],
  ]) {
    await expect.element(footer.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  for (const p of ['Visa', 'Mastercard']) {
    await expect.element(footer.getByText(p, { exact: true })).toBeInTheDocument();
  }
});

test.each(['en', 'es'] as const)(
  'home in %s promises no export or payment method the product lacks',
  async (language) => {
    config(20, 14);
    const { screen } = await renderApp('/', { language });
    const faq = screen.getByRole('region', {
      name: (language === 'en' ? en : es)['home.faq.title'],
    });
    await expect.element(faq).toBeInTheDocument();
    // The FAQ's answers are in the document while closed; the footer is on the page too.
    const text = document.body.textContent ?? '';
    expect(text).toContain('PNG');
    for (const absent of [/\bSVG\b/, /\bMOV\b/, /PayPal/i, /Apple Pay/i]) {
      expect(text).not.toMatch(absent);
    }
  },
);

test.each([
  [
    'en',
    '7-day free trial · 30 free credits · no card required',
    'Yes. A new account gets 30 free credits to use within 7 days, and no card is required to start.',
  ],
  [
    'es',
    'Prueba gratuita de 7 días · 30 créditos gratis · sin tarjeta',
    'Sí. Una cuenta nueva recibe 30 créditos gratis para usar en 7 días, y no necesitas tarjeta para empezar.',
  ],
] as const)('%s: the hero and the FAQ say the configured trial', async (language, hero, answer) => {
  config(30, 7);
  const { screen } = await renderApp('/', { language });
  await expect.element(screen.getByText(hero)).toBeVisible();
  await screen
    .getByRole('button', { name: language === 'en' ? 'Is there a free trial?' : /prueba gratuita/ })
    .click();
  await expect.element(screen.getByText(answer)).toBeVisible();
  expect(document.body.textContent).not.toContain('14');
});

test('with the trial off (0 credits) the home page promises no trial', async () => {
  config(0, 14);
  const { screen } = await renderApp('/');
  await expect.element(screen.getByText('Pay only for the credits you use').first()).toBeVisible();
  await screen.getByRole('button', { name: 'Is there a free trial?' }).click();
  await expect.element(screen.getByText(/^Not at the moment/)).toBeVisible();
  expect(document.body.textContent).not.toMatch(/free trial ·|free credits/);
});

afterEach(async () => {
  await browser.viewport(1280, 800);
});

/** GET /api/config held until `answer()`. */
function configOnCue() {
  let answer = () => {};
  mockApi({
    'GET /api/config': () =>
      new Promise<Response>((resolve) => {
        answer = () => resolve(Response.json({ trialCredits: 20, trialDays: 14 }));
      }),
  });
  return { answer: () => answer() };
}

test('on a phone, nothing below the hero moves when the trial numbers arrive', async () => {
  await browser.viewport(412, 823);
  const config = configOnCue();
  const { screen } = await renderApp('/');
  const features = screen.getByRole('region', { name: en['home.features.title'] });
  await expect.element(features).toBeVisible();
  const before = features.element().getBoundingClientRect().top;

  config.answer();
  const promise = screen.getByText('14-day free trial · 20 free credits · no card required');
  await expect.element(promise).toBeVisible();
  expect(features.element().getBoundingClientRect().top).toBe(before);
});

test('while the numbers load, the promise holds its place unseen and unannounced', async () => {
  configOnCue();
  const { screen } = await renderApp('/');
  const reserved = screen.getByTestId('trial-promise-reserved').first();
  await expect.element(reserved).toHaveAttribute('aria-hidden', 'true');
  await expect.element(reserved).not.toBeVisible();
});
