import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ButtonLink } from './button-link';

describe('ButtonLink', () => {
  it('is a link (not a button) with the href, and activates with Enter', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <ButtonLink href="/signup" variant="secondary" onPress={() => onPress()}>
        Sign up
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Sign up' });
    await expect.element(link).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button').elements()).toHaveLength(0);
    link.element().addEventListener('click', (e) => e.preventDefault());
    await userEvent.tab();
    await expect.element(link).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalled();
  });

  it('a disabled one is not activated', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <ButtonLink href="/signup" isDisabled onPress={() => onPress()}>
        Sign up
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Sign up' });
    await expect.element(link).toHaveAttribute('aria-disabled', 'true');
    await link.click({ force: true });
    expect(onPress).not.toHaveBeenCalled();
  });
});
