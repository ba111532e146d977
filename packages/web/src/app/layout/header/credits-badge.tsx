import { Badge } from '@lumen/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMe } from '../../../lib/auth/get-me';
import * as styles from './header.css';

/** The signed-in user's credits balance (0 if missing, a placeholder while loading). */
export function CreditsBadge() {
  const intl = useIntl();
  const me = useMe();
  const credits = me.data?.credits_balance ?? 0;
  return (
    <Badge
      variant="neutral"
      className={styles.credits}
      title={intl.formatMessage({ id: 'header.creditsLabel' })}
    >
      {me.isPending ? '…' : <FormattedMessage id="header.credits" values={{ credits }} />}
    </Badge>
  );
}
