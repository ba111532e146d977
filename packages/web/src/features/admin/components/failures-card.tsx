import { Card, CardTitle } from '@lumen/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '@/lib/format-date';
import { useLocale } from '@/lib/i18n/locale-provider';
import type { useAdminFailures } from '@/features/admin/api/admin';
import { AdminRows } from './admin-rows';

/** The last day's failed payments (those to refund marked) and failed generations. */
export function FailuresCard({
  data,
}: {
  data: NonNullable<ReturnType<typeof useAdminFailures>['data']>;
}) {
  const { language } = useLocale();
  const intl = useIntl();
  return (
    <Card as="section" aria-labelledby="admin-failures-title">
      <CardTitle id="admin-failures-title" level={2}>
        <FormattedMessage id="admin.failures" />
      </CardTitle>
      <AdminRows
        items={[
          ...data.payments.map((p) => ({
            id: `p-${p.id}`,
            // Paid for a closed account: the money was taken and nothing credited.
            text: `${p.refund_due_at ? `${intl.formatMessage({ id: 'admin.toRefund' })} · ` : ''}${p.user_email} · ${p.order_id} · ${p.amount} ${p.currency}`,
            at: formatDateTime(p.created_at, language),
          })),
          ...data.generations.map((g) => ({
            id: `g-${g.id}`,
            text: `${g.user_id} · ${g.generation_type} · ${g.error_message ?? ''}`,
            at: formatDateTime(g.created_at, language),
          })),
        ]}
      />
    </Card>
  );
}
