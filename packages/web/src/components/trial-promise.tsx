import { DEFAULT_TRIAL_CREDITS, FREE_TRIAL_DAYS, TRIAL_PROMISE_ATTRIBUTE } from '@lumen/domain';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { usePublicConfig } from '@/lib/public-config';
import * as styles from './trial-promise.css';

/**
 * A public page's promise about the free trial, worded with the server's configured numbers
 * (`credits`, `days`; credits 0 means no trial), so the hero, the FAQ and sign-up say what a new
 * account really gets; nothing if they cannot be had. The server writes its numbers into the
 * page (`publicConfigOfPage`) and into the drawn promise itself, so they are there from the first
 * render and the page hydrates as served; on a page without them
 * (the Vite dev server's) they are asked for, and meanwhile the promise with the default trial
 * holds its place, unseen and unannounced: the text that replaces it has the same shape, so nothing below it moves (a
 * 12-character placeholder wrapped to one line where the promise takes two on a phone).
 */
export function TrialPromise({ message }: { message: MessageDescriptor }) {
  const config = usePublicConfig();
  if (config.isPending) {
    return (
      <span className={styles.reserved} aria-hidden="true" data-testid="trial-promise-reserved">
        <FormattedMessage
          {...message}
          values={{ credits: DEFAULT_TRIAL_CREDITS, days: FREE_TRIAL_DAYS }}
        />
      </span>
    );
  }
  if (!config.data) return null;
  // Marked for the server, which writes its own numbers into the page the build drew
  // (fillTrialPromises), so the drawn text is the one this render makes.
  const mark = { [TRIAL_PROMISE_ATTRIBUTE]: String(message.id) };
  return (
    <span {...mark}>
      <FormattedMessage
        {...message}
        values={{ credits: config.data.trialCredits, days: config.data.trialDays }}
      />
    </span>
  );
}
