import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '@lumen/ui';
import * as styles from '@/components/layout/page.css';
import { paths } from '@/config/paths';

const names = defineMessages({
  voice: { id: 'landing.voice' },
  video: { id: 'landing.video' },
});

/** SPEC §2: voice and video show a placeholder landing; their behaviour is not specified. */
export function GeneratorLanding({ generator }: { generator: keyof typeof names }) {
  const intl = useIntl();
  const name = names[generator];
  return (
    <section className={styles.centered} aria-labelledby="landing-title">
      <title>{`${intl.formatMessage(name)} · Lumen Studio`}</title>
      <p className={styles.lead}>
        <FormattedMessage {...name} />
      </p>
      <h1 id="landing-title" className={styles.title}>
        <FormattedMessage id="landing.title" />
      </h1>
      <p className={styles.lead}>
        <FormattedMessage id="landing.subtitle" />
      </p>
      <ButtonLink href={paths.signup} size="lg">
        <FormattedMessage id="home.hero.getStarted" />
      </ButtonLink>
    </section>
  );
}
