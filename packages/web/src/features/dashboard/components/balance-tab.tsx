import {
  CURRENCIES,
  type Currency,
  isCurrency,
  orderIdSuffix,
  shortOrderId,
  parseAmount,
  TRANSACTIONS_PAGE_SIZE,
} from '@lumen/domain';
import {
  Button,
  Card,
  CardTitle,
  CopyButton,
  EmptyState,
  Segment,
  SegmentedControl,
  Skeleton,
} from '@lumen/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BalanceCredits } from '@/components/balance-credits';
import { TrialNote } from '@/components/trial-note';
import { useLocale } from '@/lib/i18n/locale-provider';
import { formatDateTime } from '@/lib/format-date';
import { notify } from '@/lib/toast';
import { useAccountStats } from '@/features/dashboard/api/get-account-stats';
import { useTransactions } from '@/features/dashboard/api/get-transactions';
import { useLoadMore } from '@/features/dashboard/hooks/use-load-more';
import * as styles from './dashboard.css';
import { LibraryUsageCard } from './library-usage';
import { StatusBadge } from './status-badge';
import { TransactionCredits } from './transaction-credits';

const cents = (amount: string) => {
  const parsed = parseAmount(amount);
  return parsed.ok ? parsed.value : 0;
};

export interface BalanceTabProps {
  /** How a row shows its order id: after the first underscore, or V5's second part. */
  orderId?: 'suffix' | 'short';
}

export function BalanceTab({ orderId = 'suffix' }: BalanceTabProps = {}) {
  const intl = useIntl();
  const { language } = useLocale();
  const transactions = useTransactions();
  const stats = useAccountStats();
  const [topupCurrency, setTopupCurrency] = useState<Currency>('EUR');

  const money = (amountCents: number, currency: string) =>
    intl.formatNumber(amountCents / 100, {
      style: 'currency',
      currency: isCurrency(currency) ? currency : 'EUR',
    });

  const shownId = orderId === 'short' ? shortOrderId : orderIdSuffix;
  const { visible, remaining, loadMore } = useLoadMore(
    transactions.data ?? [],
    TRANSACTIONS_PAGE_SIZE,
  );

  return (
    <div className={styles.section}>
      <div className={styles.statGrid}>
        <Card className={styles.stat}>
          <span className={styles.muted}>
            <FormattedMessage id="balance.current" />
          </span>
          <span className={styles.big}>
            <BalanceCredits />
          </span>
          <span className={styles.muted}>
            <TrialNote />
          </span>
        </Card>
        <Card className={styles.stat}>
          <span className={styles.muted}>
            <FormattedMessage id="balance.creditsUsed" />
          </span>
          <span className={styles.big}>
            {stats.data ? intl.formatNumber(stats.data.credits_used) : <Skeleton />}
          </span>
        </Card>
        <Card className={styles.stat}>
          <span className={styles.muted}>
            <FormattedMessage id="balance.topups" />
          </span>
          <span className={styles.big}>
            {stats.data ? money(cents(stats.data.topups_total), topupCurrency) : <Skeleton />}
          </span>
          <div>
            <SegmentedControl
              aria-label={intl.formatMessage({ id: 'balance.topupsCurrency' })}
              selectedKey={topupCurrency}
              onSelectionChange={(key) => {
                if (isCurrency(key)) setTopupCurrency(key);
              }}
            >
              {CURRENCIES.map((c) => (
                <Segment key={c} id={c}>
                  {c}
                </Segment>
              ))}
            </SegmentedControl>
          </div>
        </Card>
        <Card className={styles.stat}>
          <span className={styles.muted}>
            <FormattedMessage id="balance.generations" />
          </span>
          <span className={styles.big}>
            {stats.data ? intl.formatNumber(stats.data.completed_generations) : <Skeleton />}
          </span>
          {stats.data ? (
            <span className={styles.muted}>
              <FormattedMessage
                id="balance.thisWeek"
                values={{ count: stats.data.completed_generations_this_week }}
              />
            </span>
          ) : null}
        </Card>
      </div>

      <LibraryUsageCard usage={stats.data?.library} />

      <Card as="section" aria-labelledby="transactions-title">
        <CardTitle id="transactions-title" level={2}>
          <FormattedMessage id="transactions.title" />
        </CardTitle>
        {transactions.isPending ? (
          <Skeleton />
        ) : visible.length === 0 ? (
          <EmptyState title={<FormattedMessage id="transactions.empty" />} />
        ) : (
          <ul className={styles.list}>
            {visible.map((t) => (
              <li key={t.id} className={styles.listRow}>
                <div className={styles.rowMain}>
                  <span className={styles.rowTitle}>{money(cents(t.amount), t.currency)}</span>
                  <span className={styles.muted}>{formatDateTime(t.created_at, language)}</span>
                </div>
                <StatusBadge kind="transaction" status={t.status} />
                <CopyButton
                  value={t.order_id}
                  label={shownId(t.order_id)}
                  copiedLabel={intl.formatMessage({ id: 'transactions.copied' })}
                  variant="ghost"
                  aria-label={intl.formatMessage(
                    { id: 'transactions.copyOrder' },
                    { id: shownId(t.order_id) },
                  )}
                  onCopy={() =>
                    notify.success(
                      intl.formatMessage({ id: 'transactions.copied' }),
                      intl.formatMessage({ id: 'transactions.copiedDescription' }),
                    )
                  }
                />
                <TransactionCredits status={t.status} credits={t.credits} />
              </li>
            ))}
          </ul>
        )}
        {remaining > 0 ? (
          <div className={styles.center}>
            <Button variant="secondary" onPress={loadMore}>
              <FormattedMessage id="list.loadMore" values={{ remaining }} />
            </Button>
          </div>
        ) : null}
      </Card>
    </div>
  );
}
