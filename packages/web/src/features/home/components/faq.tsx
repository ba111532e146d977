import { FAQ_COUNT } from '@lumen/domain';
import { Accordion, AccordionItem } from '@lumen/ui';
import { FormattedMessage } from 'react-intl';
import { sectionIds } from '../../../config/paths';
import type { MessageId } from '../../../lib/i18n/locale-provider';
import * as styles from './home.css';

const questions = Array.from({ length: FAQ_COUNT }, (_, i) => i + 1);

/** SPEC §2: six questions; at most one answer open, pressing the open one closes it. */
export function Faq() {
  return (
    <section id={sectionIds.faq} className={styles.section} aria-labelledby="faq-title">
      <header className={styles.sectionHeader}>
        <h2 id="faq-title" className={styles.sectionTitle}>
          <FormattedMessage id="home.faq.title" />
        </h2>
      </header>
      <Accordion className={styles.faq}>
        {questions.map((n) => (
          <AccordionItem
            key={n}
            id={`q${n}`}
            title={<FormattedMessage id={`home.faq.q${n}` as MessageId} />}
          >
            <FormattedMessage id={`home.faq.a${n}` as MessageId} />
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
