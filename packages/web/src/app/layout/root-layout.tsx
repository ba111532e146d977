import { ToastRegion } from '@lumen/ui';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Outlet, useHref, useNavigate } from 'react-router';
import { usePaymentBroadcastListener } from '../../lib/payment-broadcast';
import { Footer } from './footer';
import { Header } from './header/header';
import * as styles from './root-layout.css';
import { useScrollToTopOnRouteChange } from './use-scroll-to-top';

/** Every page: header, the screen, footer, toasts; React Aria links route through react-router. */
export function RootLayout() {
  const navigate = useNavigate();
  const intl = useIntl();
  useScrollToTopOnRouteChange();
  usePaymentBroadcastListener();
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      <div className={styles.shell}>
        <Header />
        <main id="main" className={styles.main}>
          <Outlet />
        </main>
        <Footer />
      </div>
      <ToastRegion
        aria-label={intl.formatMessage({ id: 'toast.region' })}
        closeLabel={intl.formatMessage({ id: 'toast.close' })}
      />
    </AriaRouterProvider>
  );
}
