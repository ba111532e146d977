import { Button, Card, CardTitle, InlineAlert } from '@lumen/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '@/lib/format-date';
import { useLocale } from '@/lib/i18n/locale-provider';
import { type AdminUser, useRecheckPayment, useRefundGeneration } from '@/features/admin/api/admin';
import * as styles from './admin.css';
import { AdjustCreditsForm } from './adjust-credits-form';
import { AdminRows } from './admin-rows';

/** One account: balance and adjustment, ledger, orders (re-check), generations (refund), activity. */
export function UserDetails({ data }: { data: AdminUser }) {
  const intl = useIntl();
  const { language } = useLocale();
  const refund = useRefundGeneration();
  const recheck = useRecheckPayment();
  const userId = data.user.id;
  const when = (at: string) => formatDateTime(at, language);
  return (
    <>
      <Card as="section" aria-labelledby="admin-user-title">
        <CardTitle id="admin-user-title" level={2}>
          {data.user.full_name}
        </CardTitle>
        <p className={styles.muted}>{data.user.email}</p>
        <p data-testid="admin-balance">
          <FormattedMessage
            id="admin.balance"
            values={{ credits: intl.formatNumber(data.user.credits_balance) }}
          />
        </p>
        <AdjustCreditsForm userId={userId} />
      </Card>
      <Card as="section" aria-labelledby="admin-ledger-title">
        <CardTitle id="admin-ledger-title" level={2}>
          <FormattedMessage id="admin.ledger" />
        </CardTitle>
        <AdminRows
          items={data.ledger.map((e) => ({
            id: e.id,
            text: `${e.kind} ${e.amount > 0 ? '+' : ''}${e.amount} → ${e.balance_after}${e.reason ? ` · ${e.reason}` : ''}`,
            at: when(e.created_at),
          }))}
        />
      </Card>
      <Card as="section" aria-labelledby="admin-transactions-title">
        <CardTitle id="admin-transactions-title" level={2}>
          <FormattedMessage id="admin.transactions" />
        </CardTitle>
        <AdminRows
          items={data.transactions.map((t) => ({
            id: t.id,
            text: `${t.order_id} · ${t.amount} ${t.currency} · ${t.status}`,
            at: when(t.created_at),
            action:
              t.status === 'pending' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  isPending={recheck.isPending}
                  onPress={() => recheck.mutate({ userId, orderId: t.order_id })}
                >
                  <FormattedMessage id="admin.recheck" />
                </Button>
              ) : null,
          }))}
        />
      </Card>
      <Card as="section" aria-labelledby="admin-generations-title">
        <CardTitle id="admin-generations-title" level={2}>
          <FormattedMessage id="admin.generations" />
        </CardTitle>
        {refund.isError ? (
          <InlineAlert tone="danger">
            <FormattedMessage id="admin.refundFailed" />
          </InlineAlert>
        ) : null}
        <AdminRows
          items={data.generations.map((g) => ({
            id: g.id,
            text: `${g.generation_type} · ${g.status} · ${g.cost_credits}${g.error_message ? ` · ${g.error_message}` : ''}`,
            at: when(g.created_at),
            action:
              g.status === 'failed' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  isPending={refund.isPending}
                  onPress={() => refund.mutate({ userId, generationId: g.id })}
                >
                  <FormattedMessage id="admin.refund" />
                </Button>
              ) : null,
          }))}
        />
      </Card>
      <Card as="section" aria-labelledby="admin-activity-title">
        <CardTitle id="admin-activity-title" level={2}>
          <FormattedMessage id="admin.activity" />
        </CardTitle>
        <AdminRows
          items={data.activity.map((a) => ({ id: a.id, text: a.action, at: when(a.created_at) }))}
        />
      </Card>
    </>
  );
}
