import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Avatar, getInitials } from './avatar';

describe('getInitials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(getInitials('Ada Lovelace')).toBe('AL');
    expect(getInitials('  grace  brewster murray hopper ')).toBe('GH');
    expect(getInitials('Ñandú')).toBe('Ñ');
    expect(getInitials('')).toBe('');
  });
});

describe('Avatar', () => {
  it('is an image named after the person, showing initials', async () => {
    const screen = await render(<Avatar name="Ada Lovelace" />);
    const img = screen.getByRole('img', { name: 'Ada Lovelace' });
    await expect.element(img).toBeVisible();
    expect(img.element().querySelector('[data-initials]')?.getAttribute('data-initials')).toBe(
      'AL',
    );
  });

  it('is hidden from assistive technology when decorative', async () => {
    const screen = await render(<Avatar name="Ada Lovelace" isDecorative />);
    expect(screen.getByRole('img').query()).toBeNull();
  });
});
