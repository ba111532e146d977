import { orderIdSuffix, shortOrderId } from '@lumen/domain';
import { CopyButton, EmptyState } from '@lumen/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '@/lib/format-date';
import { useLocale } from '@/lib/i18n/locale-provider';
import { notify } from '@/lib/toast';
import { TransactionCredits } from '../transaction-credits';
import * as styles from './preview.css';
import type { PreviewSlots, PreviewTransaction } from './types';

export function TransactionList({
  transactions,
  slots,
  orderId = 'suffix',
}: {
  transactions: readonly PreviewTransaction[];
  slots: PreviewSlots;
  /** How the order id is shortened: after the first underscore, or V5's second part. */
  orderId?: 'suffix' | 'short';
}) {
  const intl = useIntl();
  const { language } = useLocale();
  if (transactions.length === 0) {
    return <EmptyState title={<FormattedMessage id="previewDashboards.noTransactions" />} />;
  }
  return (
    <ul className={styles.list}>
      {transactions.map((tx) => {
        const shown = orderId === 'short' ? shortOrderId(tx.order_id) : orderIdSuffix(tx.order_id);
        return (
          <li key={tx.id} className={styles.listRow}>
            <div className={styles.rowText}>
              <strong>
                {intl.formatNumber(Number(tx.amount), {
                  style: 'currency',
                  // '25,50 £' in Spanish, not '25,50 GBP' (the language's own symbol for the currency).
                  currencyDisplay: 'narrowSymbol',
                  currency: tx.currency,
                })}
              </strong>
              <span className={styles.muted}>{formatDateTime(tx.created_at, language)}</span>
            </div>
            <div className={styles.rowEnd}>
              {slots.statusBadge(tx.status, 'transaction')}
              <CopyButton
                className={styles.orderId}
                size="sm"
                variant="ghost"
                value={tx.order_id}
                label={shown}
                copiedLabel={intl.formatMessage({ id: 'previewDashboards.copied.title' })}
                aria-label={intl.formatMessage(
                  { id: 'previewDashboards.copyOrderId' },
                  { id: shown },
                )}
                onCopy={() =>
                  notify.success(
                    intl.formatMessage({ id: 'previewDashboards.copied.title' }),
                    intl.formatMessage({ id: 'previewDashboards.copied.description' }),
                  )
                }
              />
              <TransactionCredits status={tx.status} credits={tx.credits} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
