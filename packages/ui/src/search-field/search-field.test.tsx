import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SearchField } from './search-field';

describe('SearchField', () => {
  it('submits with Enter and clears with Escape', async () => {
    const onSubmit = vi.fn();
    const screen = await render(<SearchField aria-label="Search" onSubmit={onSubmit} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(input, 'lighthouse{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('lighthouse');
    await userEvent.keyboard('{Escape}');
    await expect.element(input).toHaveValue('');
  });

  it('clears with the clear button', async () => {
    const onClear = vi.fn();
    const screen = await render(
      <SearchField aria-label="Search" defaultValue="cat" onClear={onClear} clearLabel="Borrar" />,
    );
    await screen.getByRole('button', { name: 'Borrar' }).click();
    expect(onClear).toHaveBeenCalledOnce();
    await expect.element(screen.getByRole('searchbox')).toHaveValue('');
  });
});
