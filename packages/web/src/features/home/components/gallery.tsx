import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/locale-provider';
import architecture from '../assets/architecture.svg';
import character from '../assets/character.svg';
import design from '../assets/design.svg';
import landscape from '../assets/landscape.svg';
import nature from '../assets/nature.svg';
import people from '../assets/people.svg';
import * as styles from './home.css';

/** SPEC §2: six sample images; shipped with the app, no external URLs. */
const samples: { id: string; src: string; label: MessageId; alt: MessageId }[] = [
  { id: 'people', src: people, label: 'home.gallery.people', alt: 'home.gallery.peopleAlt' },
  {
    id: 'character',
    src: character,
    label: 'home.gallery.character',
    alt: 'home.gallery.characterAlt',
  },
  { id: 'nature', src: nature, label: 'home.gallery.nature', alt: 'home.gallery.natureAlt' },
  {
    id: 'architecture',
    src: architecture,
    label: 'home.gallery.architecture',
    alt: 'home.gallery.architectureAlt',
  },
  {
    id: 'landscape',
    src: landscape,
    label: 'home.gallery.landscape',
    alt: 'home.gallery.landscapeAlt',
  },
  { id: 'design', src: design, label: 'home.gallery.design', alt: 'home.gallery.designAlt' },
];

export function Gallery() {
  const intl = useIntl();
  return (
    <section className={styles.section} aria-labelledby="gallery-title">
      <header className={styles.sectionHeader}>
        <h2 id="gallery-title" className={styles.sectionTitle}>
          <FormattedMessage id="home.gallery.title" />
        </h2>
        <p className={styles.sectionSubtitle}>
          <FormattedMessage id="home.gallery.subtitle" />
        </p>
      </header>
      <ul className={styles.gallery}>
        {samples.map((s) => (
          <li key={s.id}>
            <figure className={styles.galleryItem}>
              <img
                src={s.src}
                alt={intl.formatMessage({ id: s.alt })}
                width={400}
                height={300}
                loading="lazy"
              />
              <figcaption className={styles.galleryLabel}>
                <FormattedMessage id={s.label} />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
