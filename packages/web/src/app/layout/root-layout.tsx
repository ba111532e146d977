import { Outlet } from 'react-router';
import { useScrollToTopOnRouteChange } from './use-scroll-to-top';

export function RootLayout() {
  useScrollToTopOnRouteChange();
  return (
    <>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}
