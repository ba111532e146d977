import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is labelled, described and typed into', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <TextField label="Full name" description="As on your card" onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Full name' });
    await expect.element(input).toHaveAccessibleDescription('As on your card');
    await userEvent.tab();
    await userEvent.keyboard('Ada');
    expect(onChange).toHaveBeenLastCalledWith('Ada');
  });

  it('shows the error message and aria-invalid when invalid', async () => {
    const screen = await render(
      <TextField label="Email" isInvalid errorMessage="Please enter a valid email address" />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByText('Please enter a valid email address')).toBeVisible();
  });

  it('validates on commit with a validate function', async () => {
    const screen = await render(
      <form>
        <TextField
          label="Prompt"
          validationBehavior="aria"
          validate={(v) => (v.length < 3 ? 'Prompt must be at least 3 characters long' : null)}
        />
      </form>,
    );
    await userEvent.type(screen.getByRole('textbox'), 'ab');
    await expect
      .element(screen.getByText('Prompt must be at least 3 characters long'))
      .toBeVisible();
  });

  it('is not editable when disabled', async () => {
    const screen = await render(<TextField label="Name" isDisabled />);
    await expect.element(screen.getByRole('textbox')).toBeDisabled();
  });

  it('hands its input element to inputRef (its own ref is the wrapper)', async () => {
    const inputRef = createRef<HTMLInputElement>();
    const screen = await render(<TextField label="Email" inputRef={inputRef} />);
    expect(inputRef.current).toBe(screen.getByRole('textbox', { name: 'Email' }).element());
  });
});
