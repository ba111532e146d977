import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '@lumen/ui';
import * as styles from '@/components/layout/page.css';
import { paths } from '@/config/paths';

export function Component() {
  const intl = useIntl();
  return (
    <section className={styles.centered} aria-labelledby="not-found-title">
      <title>{`${intl.formatMessage({ id: 'page.notFound' })} · Lumen Studio`}</title>
      <p className={styles.lead} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        <FormattedMessage id="notFound.title" />
      </h1>
      <p className={styles.lead}>
        <FormattedMessage id="notFound.description" />
      </p>
      <ButtonLink href={paths.home}>
        <FormattedMessage id="notFound.home" />
      </ButtonLink>
    </section>
  );
}
