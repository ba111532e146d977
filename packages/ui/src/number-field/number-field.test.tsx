import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { NumberField } from './number-field';

describe('NumberField', () => {
  it('steps with the arrow keys and the buttons, within min and max', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <NumberField label="Images" defaultValue={1} minValue={1} maxValue={4} onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Images' });
    await userEvent.tab();
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(2);
    const increase = screen.getByRole('button', { name: /increase/i });
    await increase.click();
    await increase.click();
    await expect.element(input).toHaveValue('4');
    await expect.element(increase).toBeDisabled();
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(input).toHaveValue('3');
  });

  it('commitWhileTyping: each typed digit fires onChange at once, clamped, without a blur', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <NumberField
        label="Images"
        defaultValue={1}
        minValue={1}
        maxValue={4}
        onChange={onChange}
        commitWhileTyping
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Images' });
    await userEvent.click(input);
    await userEvent.keyboard('{Backspace}');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('3');
    await expect.poll(() => onChange.mock.calls.at(-1)).toEqual([3]);
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard('{Backspace}9');
    await expect.poll(() => onChange.mock.calls.at(-1)).toEqual([4]);
    await expect.element(input).toHaveValue('4');
  });

  it('without commitWhileTyping, typing commits only on blur', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <NumberField label="Images" defaultValue={1} minValue={1} maxValue={4} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Images' }));
    await userEvent.keyboard('{Backspace}3');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('shows an error when invalid', async () => {
    const screen = await render(<NumberField label="Images" isInvalid errorMessage="1 to 4" />);
    await expect.element(screen.getByText('1 to 4')).toBeVisible();
  });
});
