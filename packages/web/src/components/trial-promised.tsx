import { TRIAL_PROMISE_ATTRIBUTE } from '@lumen/domain';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { PageConfig } from '@/lib/page-config';

/**
 * The trial promise worded with known numbers: the page's own, or those GET /api/config answered
 * (the on-demand part, trial-promise-asked.tsx, shares it without importing its caller).
 */
export function Promised({ message, config }: { message: MessageDescriptor; config: PageConfig }) {
  // Marked for the server, which writes its own numbers into the page the build drew
  // (fillTrialPromises), so the drawn text is the one this render makes.
  const mark = { [TRIAL_PROMISE_ATTRIBUTE]: String(message.id) };
  return (
    <span {...mark}>
      <FormattedMessage
        {...message}
        values={{ credits: config.trialCredits, days: config.trialDays }}
      />
    </span>
  );
}
