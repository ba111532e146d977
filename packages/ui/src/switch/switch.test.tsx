import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Switch } from './switch';

describe('Switch', () => {
  it('toggles with a click and with Space from the keyboard', async () => {
    const onChange = vi.fn();
    const screen = await render(<Switch onChange={onChange}>Style transfer</Switch>);
    const sw = screen.getByRole('switch', { name: 'Style transfer' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect.element(sw).toBeChecked();
    await screen.getByText('Style transfer').click();
    await expect.element(sw).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('cannot be toggled when disabled', async () => {
    const screen = await render(<Switch isDisabled>Off</Switch>);
    await expect.element(screen.getByRole('switch')).toBeDisabled();
  });
});
