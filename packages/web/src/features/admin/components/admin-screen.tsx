import { isHttpError } from '@lumen/client';
import { Button, Card, CardTitle, EmptyState, InlineAlert, Skeleton, TextField } from '@lumen/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthToken } from '@/lib/auth/token';
import { formatDateTime } from '@/lib/format-date';
import { useLocale } from '@/lib/i18n/locale-provider';
import {
  type AdminUser,
  useAdjustCredits,
  useAdminFailures,
  useAdminUser,
  useRecheckPayment,
  useRefundGeneration,
} from '@/features/admin/api/admin';
import * as styles from './admin.css';

/** /admin: the operator's console; an account without the admin role is told it may not. */
export function AdminScreen() {
  const token = useAuthToken();
  if (!token) return <Navigate to={paths.signin} replace />;
  return <Console />;
}

function Console() {
  const failures = useAdminFailures();
  const [email, setEmail] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const intl = useIntl();
  if (failures.isPending) return <Skeleton />;
  if (failures.isError) {
    const forbidden = isHttpError(failures.error, 403);
    return (
      <section className={styles.page} aria-labelledby="admin-title">
        <h1 id="admin-title">
          <FormattedMessage id="admin.title" />
        </h1>
        <InlineAlert tone="danger">
          {forbidden ? (
            <FormattedMessage id="admin.forbidden" />
          ) : (
            <FormattedMessage id="admin.loadFailed" />
          )}
        </InlineAlert>
      </section>
    );
  }
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (value) setSearched(value);
  };
  return (
    <section className={styles.page} aria-labelledby="admin-title">
      <h1 id="admin-title">
        <FormattedMessage id="admin.title" />
      </h1>
      <Card as="section" aria-labelledby="admin-search-title">
        <CardTitle id="admin-search-title" level={2}>
          <FormattedMessage id="admin.findUser" />
        </CardTitle>
        <form className={styles.row} onSubmit={onSearch}>
          <TextField
            label={intl.formatMessage({ id: 'admin.email' })}
            type="email"
            value={email}
            onChange={setEmail}
            isRequired
          />
          <Button type="submit">
            <FormattedMessage id="admin.find" />
          </Button>
        </form>
      </Card>
      {searched ? <UserPanel email={searched} /> : null}
      <Failures data={failures.data} />
    </section>
  );
}

function UserPanel({ email }: { email: string }) {
  const user = useAdminUser(email);
  if (user.isPending) return <Skeleton />;
  if (user.isError) {
    return (
      <InlineAlert tone="danger">
        {isHttpError(user.error, 404) ? (
          <FormattedMessage id="admin.noUser" values={{ email }} />
        ) : (
          <FormattedMessage id="admin.loadFailed" />
        )}
      </InlineAlert>
    );
  }
  return <UserDetails data={user.data} />;
}

function UserDetails({ data }: { data: AdminUser }) {
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
        <AdjustForm userId={userId} />
      </Card>
      <Card as="section" aria-labelledby="admin-ledger-title">
        <CardTitle id="admin-ledger-title" level={2}>
          <FormattedMessage id="admin.ledger" />
        </CardTitle>
        <Rows
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
        <Rows
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
        <Rows
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
        <Rows
          items={data.activity.map((a) => ({ id: a.id, text: a.action, at: when(a.created_at) }))}
        />
      </Card>
    </>
  );
}

function AdjustForm({ userId }: { userId: string }) {
  const intl = useIntl();
  const adjust = useAdjustCredits();
  const [credits, setCredits] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const amount = Number(credits);
  const amountOk = Number.isInteger(amount) && amount !== 0 && credits.trim() !== '';
  const reasonOk = reason.trim() !== '';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!amountOk || !reasonOk) return;
    adjust.mutate(
      { userId, credits: amount, reason: reason.trim() },
      {
        onSuccess: () => {
          setCredits('');
          setReason('');
          setTouched(false);
        },
      },
    );
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={intl.formatMessage({ id: 'admin.credits' })}
        description={intl.formatMessage({ id: 'admin.creditsHint' })}
        inputMode="numeric"
        value={credits}
        onChange={setCredits}
        isRequired
        isInvalid={touched && !amountOk}
        errorMessage={intl.formatMessage({ id: 'admin.creditsInvalid' })}
      />
      <TextField
        label={intl.formatMessage({ id: 'admin.reason' })}
        value={reason}
        onChange={setReason}
        isRequired
        isInvalid={touched && !reasonOk}
        errorMessage={intl.formatMessage({ id: 'admin.reasonRequired' })}
      />
      <Button type="submit" isPending={adjust.isPending}>
        <FormattedMessage id="admin.adjust" />
      </Button>
      {adjust.isSuccess ? (
        <InlineAlert tone="success">
          <FormattedMessage
            id="admin.adjusted"
            values={{ credits: intl.formatNumber(adjust.data.balance) }}
          />
        </InlineAlert>
      ) : null}
      {adjust.isError ? (
        <InlineAlert tone="danger">
          <FormattedMessage id="admin.adjustFailed" />
        </InlineAlert>
      ) : null}
    </form>
  );
}

interface RowItem {
  id: string;
  text: string;
  at: string;
  action?: React.ReactNode;
}

function Rows({ items }: { items: RowItem[] }) {
  if (items.length === 0) return <EmptyState title={<FormattedMessage id="admin.none" />} />;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.listRow}>
          <span>{item.text}</span>
          <span className={styles.muted}>{item.at}</span>
          {item.action}
        </li>
      ))}
    </ul>
  );
}

function Failures({ data }: { data: NonNullable<ReturnType<typeof useAdminFailures>['data']> }) {
  const { language } = useLocale();
  const intl = useIntl();
  return (
    <Card as="section" aria-labelledby="admin-failures-title">
      <CardTitle id="admin-failures-title" level={2}>
        <FormattedMessage id="admin.failures" />
      </CardTitle>
      <Rows
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
