import { useQueryClient } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { AppProvider } from '@/app/provider';
import { WithQueryClient } from './query-client-on-demand';

function ClientUser() {
  const client = useQueryClient();
  return <p>{client.isFetching() === 0 ? 'query client here' : 'fetching'}</p>;
}

test('a part that uses queries waits behind its fallback until the app has created its client', async () => {
  const screen = await render(
    <AppProvider language="en">
      <WithQueryClient fallback={<p>waiting</p>}>
        <ClientUser />
      </WithQueryClient>
    </AppProvider>,
  );
  await expect.element(screen.getByText('query client here')).toBeInTheDocument();
  expect(screen.container.textContent).not.toContain('waiting');
});
