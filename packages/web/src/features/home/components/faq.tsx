import { Accordion, AccordionItem } from '@lumen/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { TrialPromise } from '@/components/trial-promise';
import { sectionIds } from '@/config/paths';
import { FAQ_COUNT } from '@/config/screen';
import * as styles from './home.css';

const m = defineMessages({
  q1: { id: 'home.faq.q1' },
  a1: { id: 'home.faq.a1' },
  q2: { id: 'home.faq.q2' },
  a2: { id: 'home.faq.a2' },
  q3: { id: 'home.faq.q3' },
  a3: { id: 'home.faq.a3' },
  q4: { id: 'home.faq.q4' },
  a4: { id: 'home.faq.a4' },
  q5: { id: 'home.faq.q5' },
  a5: { id: 'home.faq.a5' },
  q6: { id: 'home.faq.q6' },
  a6: { id: 'home.faq.a6' },
});

/** SPEC §9's FAQ_COUNT questions, each with its answer. */
const questions = [
  { key: 'q1', question: m.q1, answer: m.a1 },
  { key: 'q2', question: m.q2, answer: m.a2 },
  { key: 'q3', question: m.q3, answer: m.a3 },
  { key: 'q4', question: m.q4, answer: m.a4 },
  { key: 'q5', question: m.q5, answer: m.a5 },
  { key: 'q6', question: m.q6, answer: m.a6 },
].slice(0, FAQ_COUNT);

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
        {questions.map(({ key, question, answer }) => (
          <AccordionItem key={key} id={key} title={<FormattedMessage {...question} />}>
            {/* The trial answer says the server's configured numbers. */}
            {key === 'q2' ? <TrialPromise message={answer} /> : <FormattedMessage {...answer} />}
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
