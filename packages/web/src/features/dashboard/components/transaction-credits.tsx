import { isPaidTransactionStatus } from '@lumen/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './dashboard.css';

/**
 * A top-up's credits in the history. Only a paid one added them ("+300", in the success colour);
 * a pending one adds them when paid, and a failed, cancelled or expired one never did — a green
 * "+300" there would read as credits the account does not have.
 */
export function TransactionCredits({ status, credits }: { status: string; credits: number }) {
  const intl = useIntl();
  const values = { credits: intl.formatNumber(credits) };
  if (isPaidTransactionStatus(status)) {
    return (
      <span className={styles.credits}>
        <FormattedMessage id="transactions.plusCredits" values={values} />
      </span>
    );
  }
  return (
    <span className={styles.creditsNotAdded}>
      {status === 'pending' ? (
        <FormattedMessage id="transactions.creditsWhenPaid" values={values} />
      ) : (
        <FormattedMessage id="transactions.creditsNotAdded" values={values} />
      )}
    </span>
  );
}
