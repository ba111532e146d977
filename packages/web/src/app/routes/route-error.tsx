import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import * as styles from '@/components/layout/page.css';

/** Shown when a screen throws while rendering or its chunk fails to load. */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return (
    <section className={styles.centered} role="alert">
      <h1 className={styles.title}>
        <FormattedMessage id="routeError.title" />
      </h1>
      <p className={styles.lead}>
        <FormattedMessage id="routeError.description" />
      </p>
    </section>
  );
}
