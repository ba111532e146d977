import { Button, Card, CardTitle } from '@lumen/ui';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import * as styles from './text-generator.css';

const m = defineMessages({
  writing: { id: 'textGenerator.stream.writing' },
});
const variantLabel = defineMessage<{ n: number }>({ id: 'textGenerator.variant' });

export interface TextStreamViewProps {
  /** Every variant's text so far. */
  texts: readonly string[];
  /** Charged and writing: Stop keeps what came (before that there is nothing to keep). */
  canStop: boolean;
  onStop: () => void;
}

/**
 * The texts as they are written, with Stop. The words go into a polite live region marked busy
 * while they arrive, so a screen reader is not read every word: the status line says that the
 * text is being written, and the finished (or stopped) text takes the focus as a result.
 */
export function TextStreamView({ texts, canStop, onStop }: TextStreamViewProps) {
  const intl = useIntl();
  const shown = texts.length > 0 ? texts : [''];
  return (
    <Card as="section" className={styles.stack} aria-label={intl.formatMessage(m.writing)}>
      <div className={styles.row}>
        <CardTitle level={2}>
          <FormattedMessage id="textGenerator.stream.writing" />
        </CardTitle>
        <Button size="sm" variant="secondary" onPress={onStop} isDisabled={!canStop}>
          <FormattedMessage id="textGenerator.stream.stop" />
        </Button>
      </div>
      <p role="status" className={styles.groupLabel}>
        <FormattedMessage id="textGenerator.stream.status" />
      </p>
      <div aria-live="polite" aria-busy="true" className={styles.stack}>
        {shown.map((text, index) => (
          <article
            // Variants keep their place while they grow.
            // biome-ignore lint/suspicious/noArrayIndexKey: a variant is its index
            key={index}
            aria-label={intl.formatMessage(variantLabel, { n: index + 1 })}
            data-testid="streamed-text"
          >
            {shown.length > 1 ? (
              <h3 className={styles.groupLabel}>
                <FormattedMessage id="textGenerator.variant" values={{ n: index + 1 }} />
              </h3>
            ) : null}
            <p className={styles.resultText}>{text}</p>
          </article>
        ))}
      </div>
    </Card>
  );
}
