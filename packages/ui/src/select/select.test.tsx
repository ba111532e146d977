import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Option } from '../popover/list-item';
import { Select } from './select';

function Example(props: {
  onSelectionChange?: (key: React.Key | null) => void;
  isInvalid?: boolean;
}) {
  return (
    <Select label="Style" placeholder="Choose a style" errorMessage="Choose a style" {...props}>
      <Option id="realistic">Realistic</Option>
      <Option id="cartoon">Cartoon</Option>
    </Select>
  );
}

describe('Select', () => {
  it('opens with Enter, moves with arrows and picks with Enter', async () => {
    const onSelectionChange = vi.fn();
    const screen = await render(<Example onSelectionChange={onSelectionChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(onSelectionChange).toHaveBeenCalledWith('cartoon');
    await expect.element(screen.getByRole('button')).toHaveTextContent('Cartoon');
  });

  it('picks with a click and closes with Escape', async () => {
    const screen = await render(<Example />);
    await screen.getByRole('button').click();
    await screen.getByRole('option', { name: 'Realistic' }).click();
    await expect.element(screen.getByRole('button')).toHaveTextContent('Realistic');
    await screen.getByRole('button').click();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows the error message when invalid', async () => {
    const screen = await render(<Example isInvalid />);
    await expect.element(screen.getByText('Choose a style', { exact: true }).last()).toBeVisible();
  });
});
