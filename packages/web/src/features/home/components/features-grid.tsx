import { Card, CardDescription, CardTitle, Link } from '@lumen/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { generatorIcons } from '@/config/generator-icons';
import { generators } from '@/config/generators';
import * as styles from './home.css';

/** Four generator cards (image, text, speech, video), each leading to its generator. */
export function FeaturesGrid() {
  const intl = useIntl();
  return (
    <section className={styles.section} aria-labelledby="features-title">
      <header className={styles.sectionHeader}>
        <h2 id="features-title" className={styles.sectionTitle}>
          <FormattedMessage id="home.features.title" />
        </h2>
        <p className={styles.sectionSubtitle}>
          <FormattedMessage id="home.features.subtitle" />
        </p>
      </header>
      <ul className={styles.featureGrid}>
        {generators.map((g) => {
          const GeneratorIcon = generatorIcons[g.id];
          const name = intl.formatMessage(g.label);
          return (
            <Card as="li" key={g.id} className={styles.featureCard}>
              <span className={styles.featureIcon} aria-hidden="true">
                <GeneratorIcon />
              </span>
              <CardTitle level={3}>{name}</CardTitle>
              <CardDescription>
                <FormattedMessage {...g.description} />
              </CardDescription>
              <Link href={g.href} variant="standalone" className={styles.featureLink}>
                <FormattedMessage id="home.features.open" values={{ name }} />
              </Link>
            </Card>
          );
        })}
      </ul>
    </section>
  );
}
