import { Badge } from '@lumen/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { TrialNote } from '@/components/trial-note';
import { useBalance } from '@/lib/auth/get-me';
import * as styles from './header.css';

/**
 * The signed-in user's credits balance (0 if missing, a placeholder while loading) and, from
 * 768 px, how many of them are trial credits and until when (the sidebar says it on phones).
 */
export function CreditsBadge() {
  const intl = useIntl();
  const { balance, isPending } = useBalance();
  return (
    <Badge
      variant="neutral"
      className={styles.credits}
      title={intl.formatMessage({ id: 'header.creditsLabel' })}
    >
      {isPending ? (
        '…'
      ) : (
        <FormattedMessage id="header.credits" values={{ credits: balance ?? 0 }} />
      )}
      <span className={styles.trial}>
        <TrialNote compact />
      </span>
    </Badge>
  );
}
