import type { QueryClient } from '@tanstack/react-query';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  type Location,
} from 'react-router';
import { render } from 'vitest-browser-react';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import type { Language } from '@/lib/i18n/detect-language';
import { createQueryClient } from '@/lib/react-query';

export interface RenderAppOptions {
  language?: Language;
  queryClient?: QueryClient;
}

/** What a test drives the app's router with: go to a path, read where it is, follow it. */
export interface TestRouter {
  navigate(to: string): Promise<void>;
  readonly state: { readonly location: Location };
  /** Calls `listener` with each address the app goes to; returns the unsubscribe. */
  subscribe(listener: (state: { location: Location }) => void): () => void;
}

/** Renders the whole app (providers, layout, the real route table) at a path. */
export async function renderApp(path = '/', options: RenderAppOptions = {}) {
  const queryClient = options.queryClient ?? createQueryClient();
  // The router's history itself, so a test reads the address the moment the app changes it
  // (a screen that navigates and then leaves for the payment page), not after React's render.
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const router: TestRouter = {
    navigate: async (to) => history.push(to),
    get state() {
      return { location: history.location };
    },
    subscribe: (listener) => history.listen(({ location }) => listener({ location })),
  };
  const screen = await render(
    <AppProvider queryClient={queryClient} language={options.language ?? 'en'}>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </AppProvider>,
  );
  return { screen, router, queryClient };
}
