import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('exposes its value and shows it formatted', async () => {
    const screen = await render(<ProgressBar label="Generating" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Generating' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '40');
    await expect.element(screen.getByText('40%')).toBeVisible();
  });

  it('can be indeterminate', async () => {
    const screen = await render(<ProgressBar label="Working" isIndeterminate />);
    expect(screen.getByRole('progressbar').element().hasAttribute('aria-valuenow')).toBe(false);
  });
});
