import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is an indeterminate progressbar with a translatable name', async () => {
    const screen = await render(<Spinner label="Cargando" />);
    const bar = screen.getByRole('progressbar', { name: 'Cargando' });
    await expect.element(bar).toBeVisible();
    expect(bar.element().hasAttribute('aria-valuenow')).toBe(false);
  });
});
