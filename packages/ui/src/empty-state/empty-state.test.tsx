import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a heading, a description and an action', async () => {
    const screen = await render(
      <EmptyState
        title="No saved images yet"
        description="Generate one"
        action={<Button>Start Generating</Button>}
        headingLevel={2}
      />,
    );
    await expect
      .element(screen.getByRole('heading', { level: 2, name: 'No saved images yet' }))
      .toBeVisible();
    await expect.element(screen.getByText('Generate one')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Start Generating' })).toBeVisible();
  });
});
