import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { App } from './app';

test('renders', async () => {
  const screen = await render(<App />);
  await expect.element(screen.getByText('Lumen Studio')).toBeInTheDocument();
});
