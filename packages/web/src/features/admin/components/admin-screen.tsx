import { isHttpError } from '@lumen/client';
import { Button, Card, CardTitle, InlineAlert, Skeleton, TextField } from '@lumen/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthToken } from '@/lib/auth/token';
import { useAdminFailures } from '@/features/admin/api/admin';
import * as styles from './admin.css';
import { FailuresCard } from './failures-card';
import { UserPanel } from './user-panel';

/** /admin: the operator's console; an account without the admin role is told it may not. */
export function AdminScreen() {
  const token = useAuthToken();
  if (!token) return <Navigate to={paths.signin} replace />;
  return <OperatorConsole />;
}

/** The console: find an account by e-mail, then its details; the last day's failures. */
function OperatorConsole() {
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
      <FailuresCard data={failures.data} />
    </section>
  );
}
