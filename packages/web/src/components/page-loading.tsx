import { Spinner } from '@lumen/ui';
import { useIntl } from 'react-intl';
import * as styles from './layout/page.css';

/** Shown while a screen's code or first data loads. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <div className={styles.centered}>
      <Spinner size="lg" label={intl.formatMessage({ id: 'app.loading' })} />
    </div>
  );
}
