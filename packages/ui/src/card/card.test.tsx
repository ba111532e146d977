import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

describe('Card', () => {
  it('renders a titled region with header, description and footer', async () => {
    const screen = await render(
      <Card as="section" aria-labelledby="t">
        <CardHeader>
          <CardTitle id="t" level={2}>
            Balance
          </CardTitle>
          <CardDescription>Credits left</CardDescription>
        </CardHeader>
        <CardFooter>Footer</CardFooter>
      </Card>,
    );
    await expect.element(screen.getByRole('region', { name: 'Balance' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Balance' })).toBeVisible();
    await expect.element(screen.getByText('Credits left')).toBeVisible();
  });
});
