import {
  AlertDialog,
  Badge,
  Button,
  Card,
  CardTitle,
  InlineAlert,
  Skeleton,
  Switch,
} from '@lumen/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '@/lib/format-date';
import { useLocale } from '@/lib/i18n/locale-provider';
import { notify } from '@/lib/toast';
import {
  type DeviceSessionView,
  useNewDeviceMail,
  useRevokeOtherSessions,
  useRevokeSession,
  useSessions,
} from '@/features/dashboard/api/sessions';
import * as styles from './dashboard.css';

/** "Chrome on macOS", or as much of it as the user agent told. */
function useDeviceName() {
  const intl = useIntl();
  return (session: Pick<DeviceSessionView, 'browser' | 'os'>) =>
    session.browser && session.os
      ? intl.formatMessage(
          { id: 'sessions.browserOnOs' },
          { browser: session.browser, os: session.os },
        )
      : (session.browser ?? session.os ?? intl.formatMessage({ id: 'sessions.unknownDevice' }));
}

/**
 * Your devices: the account's signed-in sessions (device and browser, address, last activity,
 * this device marked), signing one out or every other one, and the new-device mail setting.
 */
export function SessionsCard() {
  const intl = useIntl();
  const sessions = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  const newDeviceMail = useNewDeviceMail();
  const [confirming, setConfirming] = useState(false);
  const others = sessions.data?.sessions.filter((s) => !s.current).length ?? 0;

  const onRevokeOthers = async () => {
    try {
      const revoked = await revokeOthers.mutateAsync(undefined);
      notify.success(intl.formatMessage({ id: 'sessions.othersSignedOut' }, { count: revoked }));
    } catch {
      notify.error(
        intl.formatMessage({ id: 'common.error' }),
        intl.formatMessage({ id: 'sessions.signOutFailed' }),
      );
    }
  };

  const onMailChange = async (enabled: boolean) => {
    try {
      await newDeviceMail.mutateAsync(enabled);
    } catch {
      notify.error(
        intl.formatMessage({ id: 'common.error' }),
        intl.formatMessage({ id: 'sessions.mailFailed' }),
      );
    }
  };

  return (
    <Card as="section" aria-labelledby="sessions-title" className={styles.section}>
      <CardTitle id="sessions-title" level={2}>
        <FormattedMessage id="sessions.title" />
      </CardTitle>
      <p className={styles.muted}>
        <FormattedMessage id="sessions.description" />
      </p>
      {sessions.isPending ? (
        <Skeleton />
      ) : sessions.isError ? (
        <InlineAlert tone="danger">
          <FormattedMessage id="sessions.loadFailed" />
        </InlineAlert>
      ) : (
        <>
          <ul className={styles.list} aria-labelledby="sessions-title">
            {sessions.data.sessions.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          {others > 0 ? (
            <div>
              <Button variant="secondary" onPress={() => setConfirming(true)}>
                <FormattedMessage id="sessions.signOutOthers" />
              </Button>
            </div>
          ) : null}
          <Switch
            isSelected={sessions.data.new_device_mail}
            isDisabled={newDeviceMail.isPending}
            onChange={onMailChange}
          >
            <FormattedMessage id="sessions.newDeviceMail" />
          </Switch>
        </>
      )}
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage({ id: 'sessions.signOutOthersTitle' })}
        confirmLabel={intl.formatMessage({ id: 'sessions.signOutOthers' })}
        cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
        onConfirm={onRevokeOthers}
        isConfirmLoading={revokeOthers.isPending}
      >
        <FormattedMessage id="sessions.signOutOthersBody" values={{ count: others }} />
      </AlertDialog>
    </Card>
  );
}

function SessionRow({ session }: { session: DeviceSessionView }) {
  const intl = useIntl();
  const { language } = useLocale();
  const deviceName = useDeviceName();
  const revoke = useRevokeSession();
  const name = deviceName(session);

  const onRevoke = async () => {
    try {
      await revoke.mutateAsync(session.id);
      notify.success(intl.formatMessage({ id: 'sessions.signedOut' }, { name }));
    } catch {
      notify.error(
        intl.formatMessage({ id: 'common.error' }),
        intl.formatMessage({ id: 'sessions.signOutFailed' }),
      );
    }
  };

  return (
    <li className={styles.listRow}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>
          {name}{' '}
          {session.current ? (
            <Badge variant="success">
              <FormattedMessage id="sessions.thisDevice" />
            </Badge>
          ) : null}
        </span>
        <span className={styles.muted}>
          {session.ip_address ?? intl.formatMessage({ id: 'sessions.unknownAddress' })}
          {' · '}
          {session.current ? (
            <FormattedMessage id="sessions.activeNow" />
          ) : (
            <FormattedMessage
              id="sessions.lastActive"
              values={{ date: formatDateTime(session.last_active_at, language) }}
            />
          )}
        </span>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          onPress={onRevoke}
          isPending={revoke.isPending}
          aria-label={intl.formatMessage({ id: 'sessions.signOutNamed' }, { name })}
        >
          <FormattedMessage id="sessions.signOut" />
        </Button>
      )}
    </li>
  );
}
