import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('hides the password until the reveal button is pressed, and hides it again', async () => {
    const screen = await render(<PasswordField label="Password" defaultValue="s3cret!" />);
    const input = screen.getByLabelText('Password', { exact: true });
    await expect.element(input).toHaveAttribute('type', 'password');
    await screen.getByRole('button', { name: 'Show password' }).click();
    await expect.element(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    await expect.element(hide).toHaveAttribute('aria-pressed', 'true');
    await hide.click();
    await expect.element(input).toHaveAttribute('type', 'password');
  });

  it('toggles from the keyboard with Space, with translated labels', async () => {
    const screen = await render(
      <PasswordField label="Contraseña" showLabel="Mostrar" hideLabel="Ocultar" />,
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Mostrar' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(screen.getByRole('button', { name: 'Ocultar' })).toBeVisible();
  });

  it('shows an error when invalid', async () => {
    const screen = await render(
      <PasswordField label="Password" isInvalid errorMessage="Password is required" />,
    );
    await expect.element(screen.getByText('Password is required')).toBeVisible();
  });

  it('hands its input element to inputRef', async () => {
    const inputRef = createRef<HTMLInputElement>();
    const screen = await render(<PasswordField label="Password" inputRef={inputRef} />);
    expect(inputRef.current).toBe(screen.getByLabelText('Password', { exact: true }).element());
  });
});
