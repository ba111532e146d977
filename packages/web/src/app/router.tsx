import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { paths, screenModules } from '../config/paths';
import { RootLayout } from './layout/root-layout';
import { PageLoading } from '../components/page-loading';
import { Component as Home } from './routes/home';
import { RouteError } from './routes/route-error';

type ScreenModule = { Component: React.ComponentType };

/**
 * Each screen is its own chunk, loaded when visited; `Component` is what the route module
 * exports. The home page, where most visits start, ships with the app itself: one round trip
 * fewer before its first paint. Which module renders which path is `screenModules`
 * (config/paths.ts), the table the server also reads (from the build) to preload the screen.
 */
const screenLoaders = import.meta.glob<ScreenModule>([
  './routes/**/*.tsx',
  '!./routes/**/*.stories.tsx',
  '!./routes/**/*.test.tsx',
  '!./routes/{home,landing,route-error}.tsx',
]);

const screen = (name: string) => {
  const load = screenLoaders[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No screen module routes/${name}.tsx`);
  return { lazy: async () => ({ Component: (await load()).Component }) };
};

/** SPEC §2 route table, every path of it, and the not-found screen for anything else. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    children: [
      { path: paths.home, Component: Home },
      ...Object.entries(screenModules).map(([path, name]) => ({ path, ...screen(name) })),
    ],
  },
];

const router = typeof window === 'undefined' ? null : createBrowserRouter(routes);

export function AppRouter() {
  return router ? <RouterProvider router={router} /> : null;
}
