import { toastQueue } from '@lumen/ui';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { Outlet, useHref, useNavigate } from 'react-router';
import { useAuthToken } from '@/lib/auth/token';
import { useHydrated } from '@/lib/use-hydrated';
import { usePaymentBroadcastListener } from '@/lib/payment-broadcast';
import { useHasQueryClient } from '@/lib/query-client-on-demand';
import { Footer } from './footer';
import { Header } from './header/header';
import * as styles from './root-layout.css';
import { useScrollToTopOnRouteChange } from './use-scroll-to-top';

const AppToastRegion = lazy(() =>
  import('./toast-region').then((m) => ({ default: m.AppToastRegion })),
);

// Signed-in only (it reads the balance, a query): its code and the query library's load with a
// signed-in visitor's page, not with every visitor's.
const LowBalanceBanner = lazy(() =>
  import('@/components/low-balance-banner').then((m) => ({ default: m.LowBalanceBanner })),
);

const subscribeToToasts = (onChange: () => void) => toastQueue.subscribe(onChange);
const hasToasts = () => toastQueue.visibleToasts.length > 0;

/**
 * The toast region and its code load with the first toast (the queue holds it meanwhile), so
 * pages that never toast do not download it; once there, it stays.
 */
function Toasts() {
  // The development server (and so the tests) mounts it at once: compiling it there on the first
  // toast would delay that toast.
  const [needed, setNeeded] = useState(!import.meta.env.PROD);
  const showing = useSyncExternalStore(subscribeToToasts, hasToasts, hasToasts);
  // Never part of the server's page: the region is the browser's.
  const hydrated = useHydrated();
  if (showing && !needed) setNeeded(true);
  return needed && hydrated ? (
    <Suspense fallback={null}>
      <AppToastRegion />
    </Suspense>
  ) : null;
}

/** `tel:`, `mailto:`, `https:`… and `//host`: an address of its own, not a path of the app. */
const ownAddress = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * What a React Aria link's `href` becomes: the app's paths resolve through react-router (which
 * would turn `tel:+34…` into the relative path `/tel:+34…`); other addresses stay as written.
 */
function useLinkHref(href: string): string {
  const routed = useHref(ownAddress.test(href) ? '.' : href);
  return ownAddress.test(href) ? href : routed;
}

/** Every page: header, the screen, footer, toasts; React Aria links route through react-router. */
export function RootLayout() {
  const navigate = useNavigate();
  // The banner waits for the app's query client (a signed-in visitor's page creates it before it
  // starts; the banner is the browser's only anyway, so the server's page has none).
  const hasQueryClient = useHasQueryClient();
  const token = useAuthToken();
  useScrollToTopOnRouteChange();
  usePaymentBroadcastListener();
  return (
    <AriaRouterProvider navigate={navigate} useHref={useLinkHref}>
      <div className={styles.shell}>
        <a href="#main" className={styles.skipLink}>
          <FormattedMessage id="app.skipToContent" />
        </a>
        <Header />
        <main id="main" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
        <Footer />
      </div>
      {hasQueryClient && token ? (
        // The notice comes when the balance does, after the page has drawn: docked at the bottom
        // of the window (and after the page, outside its column) it moves nothing already shown.
        <div className={styles.dock}>
          <Suspense fallback={null}>
            <LowBalanceBanner />
          </Suspense>
        </div>
      ) : null}
      <Toasts />
    </AriaRouterProvider>
  );
}
