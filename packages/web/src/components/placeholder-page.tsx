import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../lib/i18n/locale-provider';
import { ButtonLink } from '@lumen/ui';
import * as styles from './layout/page.css';

export interface PlaceholderPageProps {
  /** The page's name, used as its title. */
  name: MessageId;
  children?: ReactNode;
}

/** A clear "coming soon" screen for routes whose screen is not built yet. */
export function PlaceholderPage({ name, children }: PlaceholderPageProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: name });
  return (
    <section className={styles.centered} aria-labelledby="placeholder-title">
      <title>{`${title} · Lumen Studio`}</title>
      {children}
      <h1 id="placeholder-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>
        <FormattedMessage id="placeholder.title" />
        {' · '}
        <FormattedMessage id="placeholder.description" />
      </p>
      <ButtonLink href="/" variant="secondary">
        <FormattedMessage id="placeholder.home" />
      </ButtonLink>
    </section>
  );
}
