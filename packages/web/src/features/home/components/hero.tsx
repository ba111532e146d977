import { defineMessage, FormattedMessage } from 'react-intl';
import { TrialPromise } from '@/components/trial-promise';
import { ButtonLink, SparkIcon } from '@lumen/ui';
import { paths } from '@/config/paths';
import * as styles from './home.css';

const eyebrow = defineMessage({ id: 'home.hero.eyebrow' });

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroInner}>
        <span className={styles.eyebrow}>
          <SparkIcon />
          <TrialPromise message={eyebrow} />
        </span>
        <h1 id="hero-title" className={styles.heroTitle}>
          <FormattedMessage id="home.hero.title" />{' '}
          <span className={styles.highlight}>
            <FormattedMessage id="home.hero.highlight" />
          </span>
        </h1>
        <p className={styles.heroSubtitle}>
          <FormattedMessage id="home.hero.subtitle" />
        </p>
        <ButtonLink href={paths.generateImage} size="lg">
          <FormattedMessage id="home.hero.getStarted" />
        </ButtonLink>
      </div>
    </section>
  );
}
