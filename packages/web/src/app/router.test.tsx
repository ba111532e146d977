import { expect, test } from 'vitest';
import en from '../locales/en.json';
import { renderApp } from '../testing/render-app';

const headings: [string, string][] = [
  ['/generate/voice', en['landing.title']],
  ['/generate/video', en['landing.title']],
  ['/this/does/not/exist', en['notFound.title']],
];

test.each(headings)('%s renders its screen', async (path, heading) => {
  const { screen } = await renderApp(path);
  await expect.element(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible();
});

test.each([1, 2, 3, 4, 5])('/preview/dashboard-v%i is labelled with its variant', async (n) => {
  const { screen } = await renderApp(`/preview/dashboard-v${n}`);
  await expect.element(screen.getByText(`Preview Mode: Variant ${n}`)).toBeVisible();
});

test('the not-found screen is translated', async () => {
  const { screen } = await renderApp('/nope', { language: 'es' });
  await expect
    .element(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' }))
    .toBeVisible();
});
