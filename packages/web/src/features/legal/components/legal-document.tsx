import { Link } from '@lumen/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { paths } from '@/config/paths';
import * as styles from './legal-document.css';

export interface LegalSection {
  /** The section's anchor on its page (`/privacy#payments`). */
  id: string;
  heading: MessageDescriptor;
  paragraphs: MessageDescriptor[];
}

export interface LegalDocumentContent {
  /** The document's name, as the footer and the consent boxes call it. */
  title: MessageDescriptor;
  intro: MessageDescriptor;
  sections: LegalSection[];
}

/**
 * The tags a document's messages may use: a name as it is written in code (a cookie, a stored
 * value), the other documents, and the address to write to.
 */
function useRichText() {
  const intl = useIntl();
  const email = intl.formatMessage({ id: 'footer.email' });
  return {
    email,
    code: (chunks: ReactNode) => <code>{chunks}</code>,
    privacy: (chunks: ReactNode) => <Link href={paths.privacy}>{chunks}</Link>,
    terms: (chunks: ReactNode) => <Link href={paths.terms}>{chunks}</Link>,
    cookies: (chunks: ReactNode) => <Link href={paths.cookies}>{chunks}</Link>,
    mail: (chunks: ReactNode) => <Link href={`mailto:${email}`}>{chunks}</Link>,
  };
}

/** A legal document: its title, what it is about, then its sections, each under a heading. */
export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  const intl = useIntl();
  const values = useRichText();
  return (
    <article className={styles.document} aria-labelledby="legal-title">
      <title>{`${intl.formatMessage(content.title)} · Lumen Studio`}</title>
      <header className={styles.header}>
        <h1 id="legal-title" className={styles.title}>
          <FormattedMessage {...content.title} />
        </h1>
        <p className={styles.intro}>
          <FormattedMessage {...content.intro} values={values} />
        </p>
      </header>
      {content.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className={styles.section}
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`} className={styles.heading}>
            <FormattedMessage {...section.heading} />
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.id} className={styles.paragraph}>
              <FormattedMessage {...paragraph} values={values} />
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
