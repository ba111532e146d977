import { Badge } from '@lumen/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { TrialNote } from '@/components/trial-note';
import { useBalance } from '@/lib/auth/get-me';
import * as styles from './header.css';

/** From this balance on, a phone's badge shows it rounded ("12K", "12 mil"). */
const COMPACT_FROM = 10_000;

/**
 * The signed-in user's credits balance (0 if missing, a placeholder while loading) and, from
 * 768 px, how many of them are trial credits and until when (the sidebar says it on phones).
 * A phone's header has room for the number only: the words stay there for screen readers, and
 * the sidebar's account card shows them in full.
 */
export function CreditsBadge() {
  const intl = useIntl();
  const { balance, isPending } = useBalance();
  const credits = balance ?? 0;
  return (
    <Badge
      variant="neutral"
      className={styles.credits}
      title={intl.formatMessage({ id: 'header.creditsLabel' })}
    >
      {isPending ? (
        '…'
      ) : (
        <>
          <span className={styles.creditsFull}>
            <FormattedMessage id="header.credits" values={{ credits }} />
          </span>
          <span className={styles.creditsShort} aria-hidden="true">
            {intl.formatNumber(
              credits,
              credits >= COMPACT_FROM ? { notation: 'compact', maximumFractionDigits: 0 } : {},
            )}
          </span>
        </>
      )}
      <span className={styles.trial}>
        <TrialNote compact />
      </span>
    </Badge>
  );
}
