import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from 'vitest-browser-react';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import type { Language } from '@/lib/i18n/detect-language';
import { createQueryClient } from '@/lib/react-query';

export interface RenderAppOptions {
  language?: Language;
  queryClient?: QueryClient;
}

/** Renders the whole app (providers, layout, the real route table) at a path. */
export async function renderApp(path = '/', options: RenderAppOptions = {}) {
  const queryClient = options.queryClient ?? createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const screen = await render(
    <AppProvider queryClient={queryClient} language={options.language ?? 'en'}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { screen, router, queryClient };
}
