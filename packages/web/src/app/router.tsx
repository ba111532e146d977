import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { cataloguePartOf, screenModules, signedInScreens } from '@/config/paths';
import { loadWords } from '@/lib/i18n/locale-provider';
import { RootLayout } from './layout/root-layout';
import { AccountSkeleton } from '@/components/account-skeleton';
import * as accountStyles from '@/components/layout/account.css';
import { PageLoading } from '@/components/page-loading';
import { SignedInOnly } from '@/components/signed-in-only';
import { RouteError } from './routes/route-error';

type ScreenModule = { Component: React.ComponentType };

/**
 * Each screen is its own chunk, loaded when visited; `Component` is what the route module
 * exports. Which module renders which path is `screenModules` (config/paths.ts), the table the
 * build also reads to draw each path's page ahead of time (scripts/prerender.ts).
 */
const screenLoaders = import.meta.glob<ScreenModule>([
  './routes/**/*.tsx',
  '!./routes/**/*.stories.tsx',
  '!./routes/**/*.test.tsx',
  '!./routes/route-error.tsx',
]);

/**
 * What the server draws in a signed-in screen's place: the account screens' shape (taller than
 * the screen, as the dashboard is, so the footer stays below until it arrives), else the
 * loading indicator.
 */
const skeletonOf = (name: string) =>
  name === 'dashboard' || name === 'preview-dashboard' ? (
    <div className={accountStyles.page}>
      <AccountSkeleton />
    </div>
  ) : (
    <PageLoading />
  );

/**
 * A signed-in screen needs the token, which only the browser holds: the server's page and the
 * hydration draw its skeleton, and the screen itself mounts right after.
 */
function signedInOnly(name: string) {
  return (Screen: React.ComponentType): React.ComponentType =>
    function SignedInScreen() {
      return (
        <SignedInOnly skeleton={skeletonOf(name)}>
          <Screen />
        </SignedInOnly>
      );
    };
}

const screen = (name: string) => {
  const load = screenLoaders[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No screen module routes/${name}.tsx`);
  const wrap = signedInScreens.has(name) ? signedInOnly(name) : (c: React.ComponentType) => c;
  // A screen's words come with it (the shell's are there already).
  const part = cataloguePartOf(name);
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), loadWords(part)]);
      return { Component: wrap(module.Component) };
    },
  };
};

/** SPEC §2 route table, every path of it, and the not-found screen for anything else. */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: PageLoading,
      children: Object.entries(screenModules).map(([path, name]) => ({ path, ...screen(name) })),
    },
  ];
}

export const routes: RouteObject[] = createRoutes();

/**
 * Loads the screen `pathname` renders into the route table, so that a router made from it
 * starts initialised at that path: its first render is then the screen, as the server drew
 * it, which React hydrates (instead of the router's fallback while the chunk loads).
 */
export async function loadScreenOf(pathname: string, routeTable: RouteObject[] = routes) {
  const matches = matchRoutes(routeTable, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** The browser's router, its first screen loaded (the page preloads that chunk). */
export async function createAppRouter() {
  await loadScreenOf(window.location.pathname);
  return createBrowserRouter(routes);
}

export type AppRouterInstance = Awaited<ReturnType<typeof createAppRouter>>;

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
