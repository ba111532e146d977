import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import architecture from '@/features/home/assets/architecture.svg';
import character from '@/features/home/assets/character.svg';
import design from '@/features/home/assets/design.svg';
import landscape from '@/features/home/assets/landscape.svg';
import nature from '@/features/home/assets/nature.svg';
import people from '@/features/home/assets/people.svg';
import * as styles from './home.css';

const m = defineMessages({
  people: { id: 'home.gallery.people' },
  peopleAlt: { id: 'home.gallery.peopleAlt' },
  character: { id: 'home.gallery.character' },
  characterAlt: { id: 'home.gallery.characterAlt' },
  nature: { id: 'home.gallery.nature' },
  natureAlt: { id: 'home.gallery.natureAlt' },
  architecture: { id: 'home.gallery.architecture' },
  architectureAlt: { id: 'home.gallery.architectureAlt' },
  landscape: { id: 'home.gallery.landscape' },
  landscapeAlt: { id: 'home.gallery.landscapeAlt' },
  design: { id: 'home.gallery.design' },
  designAlt: { id: 'home.gallery.designAlt' },
});

/** SPEC §2: six sample images; shipped with the app, no external URLs. */
const samples: { id: string; src: string; label: MessageDescriptor; alt: MessageDescriptor }[] = [
  { id: 'people', src: people, label: m.people, alt: m.peopleAlt },
  {
    id: 'character',
    src: character,
    label: m.character,
    alt: m.characterAlt,
  },
  { id: 'nature', src: nature, label: m.nature, alt: m.natureAlt },
  {
    id: 'architecture',
    src: architecture,
    label: m.architecture,
    alt: m.architectureAlt,
  },
  {
    id: 'landscape',
    src: landscape,
    label: m.landscape,
    alt: m.landscapeAlt,
  },
  { id: 'design', src: design, label: m.design, alt: m.designAlt },
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
                alt={intl.formatMessage(s.alt)}
                width={400}
                height={300}
                loading="lazy"
              />
              <figcaption className={styles.galleryLabel}>
                <FormattedMessage {...s.label} />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
