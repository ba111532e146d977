import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { paths, previewVariants } from '../config/paths';
import { RootLayout } from './layout/root-layout';
import { PageLoading } from '../components/page-loading';
import { Component as Home } from './routes/home';
import { RouteError } from './routes/route-error';

/**
 * Each screen is its own chunk, loaded when visited; `Component` is what the route module
 * exports. The home page, where most visits start, ships with the app itself: one round trip
 * fewer before its first paint.
 */
const screen = (load: () => Promise<{ Component: React.ComponentType }>) => ({
  lazy: async () => ({ Component: (await load()).Component }),
});

/** SPEC §2 route table, every path of it, and the not-found screen for anything else. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    children: [
      { path: paths.home, Component: Home },
      { path: paths.signup, ...screen(() => import('./routes/auth/signup')) },
      { path: paths.signin, ...screen(() => import('./routes/auth/signin')) },
      { path: paths.resetPassword, ...screen(() => import('./routes/auth/reset-password')) },
      { path: paths.dashboard, ...screen(() => import('./routes/dashboard')) },
      { path: paths.imageGenerator, ...screen(() => import('./routes/image-generator')) },
      { path: paths.generateImage, ...screen(() => import('./routes/image-generator')) },
      { path: paths.textGenerator, ...screen(() => import('./routes/text-generator')) },
      { path: paths.generateText, ...screen(() => import('./routes/text-generator')) },
      { path: paths.savedTexts, ...screen(() => import('./routes/saved-texts')) },
      { path: paths.generateVoice, ...screen(() => import('./routes/generate-voice')) },
      { path: paths.generateVideo, ...screen(() => import('./routes/generate-video')) },
      { path: paths.checkout, ...screen(() => import('./routes/checkout')) },
      { path: paths.checkoutSuccess, ...screen(() => import('./routes/checkout-success')) },
      ...previewVariants.map((variant) => ({
        path: paths.previewDashboard(variant),
        ...screen(() => import('./routes/preview-dashboard')),
      })),
      { path: '*', ...screen(() => import('./routes/not-found')) },
    ],
  },
];

const router = typeof window === 'undefined' ? null : createBrowserRouter(routes);

export function AppRouter() {
  return router ? <RouterProvider router={router} /> : null;
}
