import { afterEach, beforeEach, expect, test } from 'vitest';
import { page as browser } from 'vitest/browser';
import en from '@/locales/en.json';
import es from '@/locales/es.json';
import { renderApp } from '@/testing/render-app';

beforeEach(async () => {
  await browser.viewport(1280, 800);
});

afterEach(() => {
  localStorage.clear();
});

const rowsOf = async (table: ReturnType<typeof browser.getByRole>) => {
  await expect.element(table).toBeVisible();
  return table
    .getByRole('row')
    .elements()
    .map((row) =>
      [...row.children]
        .map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim())
        .join(' '),
    );
};

test('home: the price list in EUR, and the header currency select changes it to GBP and USD', async () => {
  const { screen } = await renderApp('/');
  const pricing = screen.getByRole('region', { name: en['home.pricing.title'] });
  await expect
    .element(pricing.getByText('One credit costs €0.10.', { exact: false }))
    .toBeVisible();
  const table = pricing.getByRole('table', { name: 'Prices in EUR' });
  expect(await rowsOf(table)).toEqual([
    'Credits bought at once Discount For example',
    '1 to 99 None 1 credit for €0.10',
    '100 to 299 5% 100 credits for €9.50',
    '300 to 10,000 8% 300 credits for €27.60',
  ]);
  await expect.element(pricing.getByRole('rowheader', { name: '100 to 299' })).toBeInTheDocument();

  await screen.getByRole('button', { name: /Currency/ }).click();
  await browser.getByRole('option', { name: 'GBP (£)' }).click();
  const gbp = pricing.getByRole('table', { name: 'Prices in GBP' });
  expect(await rowsOf(gbp)).toEqual([
    'Credits bought at once Discount For example',
    '1 to 99 None 1 credit for £0.09',
    '100 to 299 5% 100 credits for £8.08',
    '300 to 10,000 8% 300 credits for £23.46',
  ]);
  await expect
    .element(pricing.getByText('One credit costs £0.09.', { exact: false }))
    .toBeVisible();

  await screen.getByRole('button', { name: /Currency/ }).click();
  await browser.getByRole('option', { name: 'USD ($)' }).click();
  const usd = pricing.getByRole('table', { name: 'Prices in USD' });
  expect(await rowsOf(usd)).toContain('300 to 10,000 8% 300 credits for $29.81');
});

test('home in Spanish: the price list is worded and formatted in Spanish', async () => {
  const { screen } = await renderApp('/', { language: 'es' });
  const pricing = screen.getByRole('region', { name: es['home.pricing.title'] });
  const table = pricing.getByRole('table', { name: 'Precios en EUR' });
  expect(await rowsOf(table)).toEqual([
    'Créditos por compra Descuento Por ejemplo',
    'De 1 a 99 Ninguno 1 crédito por 0,10 €',
    'De 100 a 299 5 % 100 créditos por 9,50 €',
    'De 300 a 10.000 8 % 300 créditos por 27,60 €',
  ]);
});

test('a currency stored before the page opens is the one shown', async () => {
  localStorage.setItem('user_currency', 'USD');
  const { screen } = await renderApp('/');
  const pricing = screen.getByRole('region', { name: en['home.pricing.title'] });
  await expect.element(pricing.getByRole('table', { name: 'Prices in USD' })).toBeVisible();
  await expect
    .element(pricing.getByText('One credit costs $0.11.', { exact: false }))
    .toBeVisible();
});
