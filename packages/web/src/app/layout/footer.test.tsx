import { expect, test } from 'vitest';
import { renderApp } from '@/testing/render-app';

// The links are React Aria links under the app's router: only the app's own paths are routed.
test.each([
  ['en', '/'],
  ['es', '/'],
  ['en', '/signin'],
] as const)('%s at %s: the footer calls and writes to the studio', async (language, path) => {
  const { screen } = await renderApp(path, { language });
  const footer = screen.getByRole('contentinfo');
  await expect
    .element(footer.getByRole('link', { name: '+34 910 000 000' }))
    .toHaveAttribute('href', 'tel:+34910000000');
  await expect
    .element(footer.getByRole('link', { name: 'hello@lumen.studio' }))
    .toHaveAttribute('href', 'mailto:hello@lumen.studio');
});
