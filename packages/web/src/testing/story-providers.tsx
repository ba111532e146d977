import type { Decorator, Parameters } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { type ReactNode, useState } from 'react';
import { MemoryRouter, type RouteObject } from 'react-router';
import { RootLayout } from '@/app/layout/root-layout';
import { AppProvider } from '@/app/provider';
import { AppRoutes, routes } from '@/app/router';
import { tokenStorageKey } from '@/lib/auth/token';
import type { Language } from '@/lib/i18n/detect-language';
import { loadEveryWord, type MessageId } from '@/lib/i18n/locale-provider';
import en from '@/locales/en.json';
import es from '@/locales/es.json';
import { createQueryClient } from '@/lib/react-query';
import { topupStorageKey } from '@/lib/topup-storage';
import { fetchAnsweredBy } from './network';
import { fallbackHandlers } from './mock-backend';

/**
 * Web screen stories: the app's real providers (react-query, react-intl with the toolbar's
 * locale, React Aria's locale, the layout with header and footer) around the story, mounted in
 * a memory router at the screen's route, with the API mocked at the network level by Mock
 * Service Worker (the worker script is served through Storybook's staticDirs).
 *
 * Per story: `parameters.app` (route, signed in, localStorage) and `parameters.msw.handlers`.
 */
export interface AppStoryParameters {
  /** The URL the memory router starts at (path and query). @default '/' */
  route?: string;
  /** The route pattern the story is mounted at. @default the route's path */
  path?: string;
  /** Puts a bearer token in localStorage before the screen renders. */
  signedIn?: boolean;
  /** Other localStorage entries (topup_data…). */
  storage?: Record<string, string>;
  /** Multiplies every window.setTimeout and setInterval delay (the payment time-out in seconds). */
  timeScale?: number;
}

interface StoryParameters {
  app?: AppStoryParameters;
  msw?: { handlers?: RequestHandler[] };
}

const ownedKeys = [tokenStorageKey, topupStorageKey];

let worker: Promise<SetupWorker> | undefined;

/** Starts the service worker once per page; Storybook serves it at /mockServiceWorker.js. */
function startWorker(): Promise<SetupWorker> {
  worker ??= import('msw/browser').then(async ({ setupWorker }) => {
    const instance = setupWorker();
    await instance.start({
      quiet: true,
      onUnhandledFrame: 'bypass',
      serviceWorker: { url: './mockServiceWorker.js' },
    });
    return instance;
  });
  return worker;
}

const realFetch = globalThis.fetch;

/**
 * Installs the story's handlers. In Storybook through the service worker; under Vitest (the
 * composed-stories test, whose server does not serve the worker script) the same handlers
 * answer the page's fetch, as in the tests.
 */
async function useHandlers(handlers: RequestHandler[]): Promise<void> {
  if (import.meta.env.MODE === 'test') {
    globalThis.fetch = fetchAnsweredBy(handlers, realFetch);
    return;
  }
  const instance = await startWorker();
  instance.resetHandlers(...handlers);
}

/** Before each web story: storage as the story asks, its handlers, an optional faster clock. */
export const prepareAppStory = async ({
  parameters,
}: {
  parameters: Parameters;
}): Promise<() => void> => {
  const { app = {}, msw } = parameters as StoryParameters;
  for (const key of ownedKeys) localStorage.removeItem(key);
  if (app.signedIn) localStorage.setItem(tokenStorageKey, 'story-token');
  for (const [key, value] of Object.entries(app.storage ?? {})) localStorage.setItem(key, value);
  await useHandlers([...(msw?.handlers ?? []), ...fallbackHandlers]);
  // A story draws its screen directly, and the toolbar may switch to Spanish: every word is here.
  await loadEveryWord();

  const realSetTimeout = window.setTimeout;
  const realSetInterval = window.setInterval;
  if (app.timeScale) {
    const scale = app.timeScale;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
      realSetTimeout(handler, (delay ?? 0) * scale, ...args)) as typeof window.setTimeout;
    // react-query's refetchInterval (the payment check's schedule) runs on setInterval.
    window.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
      realSetInterval(handler, (delay ?? 0) * scale, ...args)) as typeof window.setInterval;
  }
  return () => {
    window.setTimeout = realSetTimeout;
    window.setInterval = realSetInterval;
    for (const key of ownedKeys) localStorage.removeItem(key);
  };
};

const pathOf = (route: string) => new URL(route, 'http://story.local').pathname;

function AppStoryShell({
  app,
  language,
  children,
}: {
  app: AppStoryParameters;
  language: Language;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => createQueryClient());
  const route = app.route ?? '/';
  const table: RouteObject[] = [
    {
      element: <RootLayout />,
      // The story first, at its route; the real route table behind it so links still work.
      children: [
        { path: app.path ?? pathOf(route), element: children },
        ...(routes[0]?.children ?? []),
      ],
    },
  ];
  return (
    <AppProvider queryClient={queryClient} language={language}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes table={table} />
      </MemoryRouter>
    </AppProvider>
  );
}

/** Wraps a web story in the app's providers; a locale change from the toolbar remounts it. */
export const withAppProviders: Decorator = (Story, context) => {
  const { app = {} } = context.parameters as StoryParameters;
  const language: Language = context.globals.locale === 'es' ? 'es' : 'en';
  return (
    <AppStoryShell key={`${context.id}:${language}`} app={app} language={language}>
      <Story />
    </AppStoryShell>
  );
};

/** Spread into a web story file's meta. */
export const appStoryMeta = {
  decorators: [withAppProviders],
  beforeEach: prepareAppStory,
  parameters: { layout: 'fullscreen' },
};

/** A catalogue string in the story's locale (for play functions that press buttons by name). */
export function storyMessage(globals: Record<string, unknown>, id: MessageId): string {
  return (globals.locale === 'es' ? es : en)[id];
}
