import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextField } from '../text-field/text-field';
import { CheckboxField } from './checkbox-field';

describe('CheckboxField', () => {
  it('toggles with Space from the keyboard and with a click on its label', async () => {
    const onChange = vi.fn();
    const screen = await render(<CheckboxField onChange={onChange}>Upscale</CheckboxField>);
    const box = screen.getByRole('checkbox', { name: 'Upscale' });
    await userEvent.tab();
    await expect.element(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(box).toBeChecked();
    await screen.getByText('Upscale').click();
    await expect.element(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('is described by its description text', async () => {
    const screen = await render(
      <CheckboxField description="Adds 3 credits per image">Upscale</CheckboxField>,
    );
    await expect
      .element(screen.getByRole('checkbox', { name: 'Upscale' }))
      .toHaveAccessibleDescription('Adds 3 credits per image');
  });

  it('announces its error: aria-invalid, and the message in its description', async () => {
    function Consent() {
      const [agreed, setAgreed] = useState(false);
      return (
        <CheckboxField
          validationBehavior="aria"
          isSelected={agreed}
          onChange={setAgreed}
          isInvalid={!agreed}
          description="Required to continue"
          errorMessage="You must agree to the terms"
        >
          I agree to the terms
        </CheckboxField>
      );
    }
    const screen = await render(<Consent />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    await expect.element(box).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(box)
      .toHaveAccessibleDescription('Required to continue You must agree to the terms');
    await expect.element(screen.getByText('You must agree to the terms')).toBeVisible();

    await screen.getByText('I agree to the terms').click();
    await expect.element(box).toBeChecked();
    await expect.element(box).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('You must agree to the terms').query()).toBeNull();
    await expect.element(box).toHaveAccessibleDescription('Required to continue');
  });

  it('renders its error with the same field pieces as a text field', async () => {
    const screen = await render(
      <>
        <TextField label="Email" isInvalid errorMessage="Text error" />
        <CheckboxField isInvalid errorMessage="Checkbox error">
          Terms
        </CheckboxField>
      </>,
    );
    const textError = screen.getByText('Text error').element();
    const checkboxError = screen.getByText('Checkbox error').element();
    expect(checkboxError.className).toBe(textError.className);
    expect(checkboxError.getAttribute('slot')).toBe('errorMessage');
  });

  it('is not toggled when disabled', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <CheckboxField isDisabled onChange={onChange}>
        Off
      </CheckboxField>,
    );
    const box = screen.getByRole('checkbox', { name: 'Off' });
    await expect.element(box).toBeDisabled();
    await screen.getByText('Off').click({ force: true });
    await expect.element(box).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });
});
