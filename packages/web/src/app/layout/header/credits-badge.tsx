import { Badge } from '@lumen/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBalance } from '../../../lib/auth/get-me';
import * as styles from './header.css';

/** The signed-in user's credits balance (0 if missing, a placeholder while loading). */
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
    </Badge>
  );
}
