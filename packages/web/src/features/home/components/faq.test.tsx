import { expect, test } from 'vitest';
import en from '../../../locales/en.json';
import { renderApp } from '../../../testing/render-app';

test('FAQ: six questions, at most one answer open, pressing the open one closes it', async () => {
  const { screen } = await renderApp('/');
  const faq = screen.getByRole('region', { name: en['home.faq.title'] });
  await expect.element(faq).toHaveAttribute('id', 'faq');
  const q = (n: number) =>
    faq.getByRole('button', { name: en[`home.faq.q${n}` as keyof typeof en] });
  const a = (n: number) => faq.getByText(en[`home.faq.a${n}` as keyof typeof en]);
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
    ['Privacy Policy', '#privacy'],
    ['Terms of Service', '#terms'],
    ['Cookie Policy', '#cookies'],
  ]) {
    await expect
      .element(footer.getByRole('link', { name }))
      .toHaveAttribute('href', expect.stringMatching(new RegExp(`${href}$`)));
  }
  for (const p of ['Visa', 'Mastercard', 'PayPal', 'Apple Pay']) {
    await expect.element(footer.getByText(p, { exact: true })).toBeInTheDocument();
  }
});
