import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { InlineAlert } from './inline-alert';

describe('InlineAlert', () => {
  it('a danger message is an alert', async () => {
    const screen = await render(<InlineAlert tone="danger">Sign-in failed</InlineAlert>);
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Sign-in failed');
  });

  it.each(['success', 'neutral'] as const)('a %s message is a polite status', async (tone) => {
    const screen = await render(<InlineAlert tone={tone}>Saved</InlineAlert>);
    const status = screen.getByRole('status');
    await expect.element(status).toHaveTextContent('Saved');
    await expect.element(status).toHaveAttribute('data-tone', tone);
  });

  it('neutral by default, and keeps the caller class', async () => {
    const screen = await render(<InlineAlert className="extra">Note</InlineAlert>);
    await expect.element(screen.getByRole('status')).toHaveAttribute('data-tone', 'neutral');
    expect(screen.getByRole('status').element().classList.contains('extra')).toBe(true);
  });
});
