import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Option } from '../popover/list-item';
import { ComboBox } from './combo-box';

function Example(props: {
  emptyText?: string;
  onSelectionChange?: (key: React.Key | null) => void;
}) {
  return (
    <div style={{ maxWidth: 320 }}>
      <ComboBox label="Language" {...props}>
        <Option id="en">English</Option>
        <Option id="es">Spanish</Option>
        <Option id="fr">French</Option>
      </ComboBox>
    </div>
  );
}

describe('ComboBox', () => {
  it('filters as you type and picks with arrow keys and Enter', async () => {
    const onSelectionChange = vi.fn();
    const screen = await render(<Example onSelectionChange={onSelectionChange} />);
    const input = screen.getByRole('combobox', { name: 'Language' });
    await userEvent.type(input, 'sp');
    await expect.element(screen.getByRole('option', { name: 'Spanish' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'English' }).query()).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(onSelectionChange).toHaveBeenCalledWith('es');
    await expect.element(input).toHaveValue('Spanish');
  });

  it("says 'No results found' (or the given translation) when nothing matches", async () => {
    const screen = await render(<Example />);
    await userEvent.type(screen.getByRole('combobox'), 'xyz');
    await expect.element(screen.getByText('No results found')).toBeVisible();
  });

  it('takes the empty text as a prop', async () => {
    const screen = await render(<Example emptyText="No se encontraron resultados" />);
    await userEvent.type(screen.getByRole('combobox'), 'xyz');
    await expect.element(screen.getByText('No se encontraron resultados')).toBeVisible();
  });

  it('closes with Escape', async () => {
    const screen = await render(<Example />);
    await userEvent.type(screen.getByRole('combobox'), 'e');
    await expect.element(screen.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('listbox')).not.toBeInTheDocument();
  });
});
