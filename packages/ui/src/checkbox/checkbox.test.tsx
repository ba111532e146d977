import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles with a click and with Space', async () => {
    const onChange = vi.fn();
    const screen = await render(<Checkbox onChange={onChange}>Upscale</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Upscale' });
    await screen.getByText('Upscale').click();
    await expect.element(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect.element(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('reports invalid, indeterminate and disabled states', async () => {
    const screen = await render(
      <>
        <Checkbox isInvalid>Terms</Checkbox>
        <Checkbox isIndeterminate>All</Checkbox>
        <Checkbox isDisabled>Off</Checkbox>
      </>,
    );
    await expect
      .element(screen.getByRole('checkbox', { name: 'Terms' }))
      .toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByRole('checkbox', { name: 'All' })).toBePartiallyChecked();
    await expect.element(screen.getByRole('checkbox', { name: 'Off' })).toBeDisabled();
  });
});
