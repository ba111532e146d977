import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import {
  cataloguePartOf,
  screenModules,
  screensWithoutQueries,
  signedInScreens,
} from '@/config/paths';
import { loadWords } from '@/lib/i18n/locale-provider';
import { loadQueryClient, useHasQueryClient } from '@/lib/query-client-on-demand';
import { AccountSkeleton } from '@/components/account-skeleton';
import * as accountStyles from '@/components/layout/account.css';
import { PageLoading } from '@/components/page-loading';
import { SignedInOnly } from '@/components/signed-in-only';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './routes/route-error';

// The route table is React Router's declarative one (useRoutes): the app has no loaders or
// actions, and the data router's own code (its state machine, fetchers, revalidation) was
// ~19 KB gzip that every page downloaded before it was live. Screens load as React.lazy
// components; the one at the page's address is loaded before the first render (loadScreenOf),
// so the server draws it and the browser hydrates it without a fallback.

type ScreenModule = { Component: ComponentType };

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
const skeletonOf = (name: string): ReactNode =>
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
function signedInOnly(Screen: ComponentType, skeleton: ReactNode): ComponentType {
  return function SignedInScreen() {
    return (
      <SignedInOnly skeleton={skeleton}>
        <Screen />
      </SignedInOnly>
    );
  };
}

/** Screens already loaded, by name: drawn at once, as the server drew them. */
const loadedScreens = new Map<string, ComponentType>();
/** The lazy component of each screen not loaded before its first render. */
const lazyScreens = new Map<string, ComponentType>();

/** A screen's component, with its words (the shell's are there already) and its skeleton. */
async function loadScreen(name: string): Promise<ComponentType> {
  const part = cataloguePartOf(name);
  const known = loadedScreens.get(name);
  // The words are asked for every time: the build's render forgets them between pages.
  // A screen that fetches is drawn with the app's query client there.
  const client = screensWithoutQueries.has(name) ? undefined : loadQueryClient();
  if (known) return Promise.all([loadWords(part), client]).then(() => known);
  const load = screenLoaders[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No screen module routes/${name}.tsx`);
  const signedIn = signedInScreens.has(name);
  const [module] = await Promise.all([load(), loadWords(part), client]);
  const Screen = signedIn ? signedInOnly(module.Component, skeletonOf(name)) : module.Component;
  loadedScreens.set(name, Screen);
  return Screen;
}

function lazyScreen(name: string): ComponentType {
  let Lazy = lazyScreens.get(name);
  if (!Lazy) {
    Lazy = lazy(() =>
      loadScreen(name).then(
        (Screen) => ({ default: Screen }),
        (error: unknown) => {
          // A chunk that failed to load (offline) is asked for again on the next visit.
          lazyScreens.delete(name);
          throw error;
        },
      ),
    );
    lazyScreens.set(name, Lazy);
  }
  return Lazy;
}

/**
 * A loaded screen is drawn as it is, with no Suspense boundary around it: the page hydrates in
 * one pass, so the screen is live when the layout is (a boundary would hydrate later, on its
 * own, and a tap in between could be lost). One not loaded yet shows the spinner meanwhile.
 */
function Screen({ name }: { name: string }) {
  const hasQueryClient = useHasQueryClient();
  const Loaded = loadedScreens.get(name);
  // The client is created before the screen's module resolves; the app's context carries it from
  // its next render, which this waits for.
  if (Loaded && (hasQueryClient || screensWithoutQueries.has(name))) return <Loaded />;
  if (Loaded) return <PageLoading />;
  const Lazy = lazyScreen(name);
  return (
    <Suspense fallback={<PageLoading />}>
      <Lazy />
    </Suspense>
  );
}

/** SPEC §2 route table, every path of it, and the not-found screen for anything else. */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: Object.entries(screenModules).map(([path, name]) => ({
        path,
        element: <Screen name={name} />,
      })),
    },
  ];
}

export const routes: RouteObject[] = createRoutes();

const screenPaths = Object.keys(screenModules).map((path) => ({ path }));

/**
 * Loads the screen `pathname` renders, so that the first render at that path draws the screen
 * itself, as the server drew it, which React hydrates (instead of a fallback while it loads).
 */
export async function loadScreenOf(pathname: string): Promise<void> {
  const matches = matchRoutes(screenPaths, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const name = route.path === undefined ? undefined : screenModules[route.path];
      return name ? loadScreen(name) : undefined;
    }),
  );
}

interface BoundaryState {
  error: unknown;
}

/** Shows RouteError, in place of the layout, when a screen throws or its chunk fails to load. */
class RouteErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * The app's screens at the router's address. A new address starts without the last one's error
 * (the boundary is keyed by the path).
 */
export function AppRoutes({ table = routes }: { table?: RouteObject[] }) {
  const { pathname } = useLocation();
  const element = useRoutes(table);
  return <RouteErrorBoundary key={pathname}>{element}</RouteErrorBoundary>;
}
