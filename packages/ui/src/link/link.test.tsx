import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Link } from './link';

describe('Link', () => {
  it('is a link that activates with Enter and shows focus-visible', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <Link href="/pricing" onPress={(e) => onPress(e.type)}>
        Pricing
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Pricing' });
    await expect.element(link).toHaveAttribute('href', '/pricing');
    // Keep the test page where it is.
    link.element().addEventListener('click', (e) => e.preventDefault());
    await userEvent.tab();
    await expect.element(link).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalled();
  });
});
