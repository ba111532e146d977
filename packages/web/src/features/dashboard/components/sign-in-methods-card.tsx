import { isHttpError } from '@lumen/client';
import { AlertDialog, Button, Card, CardTitle, InlineAlert, Skeleton } from '@lumen/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '@/lib/format-date';
import { useLocale } from '@/lib/i18n/locale-provider';
import { usePublicConfig } from '@/lib/public-config';
import { notify } from '@/lib/toast';
import {
  type SignInMethodsView,
  useSignInMethods,
  useUnlinkSignInMethod,
} from '@/features/dashboard/api/sign-in-methods';
import {
  ConfirmIdentityDialog,
  needsConfirmation,
} from '@/components/confirm-identity/confirm-identity-dialog';
import { startOidcLink } from '@/lib/auth/oidc';
import * as styles from './dashboard.css';

type Identity = SignInMethodsView['identities'][number];

/**
 * The ways this account signs in: its password (when it has one) and each provider account
 * linked to it ("Continue with Google"), which can be unlinked while another way remains.
 * Shown when the server has a sign-in provider.
 */
export function SignInMethodsCard() {
  const config = usePublicConfig();
  const enabled = Boolean(config.data?.oidcLabel);
  const methods = useSignInMethods(enabled);
  if (!enabled) return null;
  return (
    <Card as="section" aria-labelledby="sign-in-methods-title" className={styles.section}>
      <CardTitle id="sign-in-methods-title" level={2}>
        <FormattedMessage id="signInMethods.title" />
      </CardTitle>
      <p className={styles.muted}>
        <FormattedMessage id="signInMethods.description" />
      </p>
      {methods.isPending ? (
        <Skeleton />
      ) : methods.isError ? (
        <InlineAlert tone="danger">
          <FormattedMessage id="signInMethods.loadFailed" />
        </InlineAlert>
      ) : (
        <ul className={styles.list} aria-labelledby="sign-in-methods-title">
          <li className={styles.listRow}>
            <div className={styles.rowMain}>
              <span className={styles.rowTitle}>
                <FormattedMessage id="signInMethods.password" />
              </span>
              <span className={styles.muted}>
                {methods.data.password ? (
                  <FormattedMessage id="signInMethods.passwordSet" />
                ) : (
                  <FormattedMessage id="signInMethods.passwordNotSet" />
                )}
              </span>
            </div>
          </li>
          {methods.data.identities.map((identity) => (
            <IdentityRow
              key={identity.id}
              identity={identity}
              isLast={!methods.data.password && methods.data.identities.length === 1}
            />
          ))}
        </ul>
      )}
      {methods.data && methods.data.identities.length === 0 && config.data?.oidcLabel ? (
        <LinkProvider provider={config.data.oidcLabel} />
      ) : null}
    </Card>
  );
}

function IdentityRow({ identity, isLast }: { identity: Identity; isLast: boolean }) {
  const intl = useIntl();
  const { language } = useLocale();
  const unlink = useUnlinkSignInMethod();
  const [confirming, setConfirming] = useState(false);
  const provider = identity.provider;

  const onUnlink = async () => {
    try {
      await unlink.mutateAsync(identity.id);
      notify.success(intl.formatMessage({ id: 'signInMethods.unlinked' }, { provider }));
    } catch (error) {
      notify.error(
        intl.formatMessage({ id: 'common.error' }),
        isHttpError(error) && error.code === 'last_sign_in_method'
          ? intl.formatMessage({ id: 'signInMethods.lastMethod' })
          : intl.formatMessage({ id: 'signInMethods.unlinkFailed' }),
      );
    }
  };

  return (
    <li className={styles.listRow}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>{provider}</span>
        <span className={styles.muted}>{identity.email}</span>
        <span className={styles.muted}>
          <FormattedMessage
            id="signInMethods.linkedOn"
            values={{ date: formatDateTime(identity.created_at, language) }}
          />
        </span>
        {isLast ? (
          <span className={styles.muted}>
            <FormattedMessage id="signInMethods.lastMethod" />
          </span>
        ) : null}
      </div>
      <Button
        variant="secondary"
        size="sm"
        isDisabled={isLast}
        onPress={() => setConfirming(true)}
        aria-label={intl.formatMessage({ id: 'signInMethods.unlinkNamed' }, { provider })}
      >
        <FormattedMessage id="signInMethods.unlink" />
      </Button>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage({ id: 'signInMethods.unlinkTitle' }, { provider })}
        confirmLabel={intl.formatMessage({ id: 'signInMethods.unlink' })}
        cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
        onConfirm={onUnlink}
        isConfirmLoading={unlink.isPending}
      >
        <FormattedMessage
          id="signInMethods.unlinkDescription"
          values={{ provider, email: identity.email }}
        />
      </AlertDialog>
    </li>
  );
}

/**
 * "Link <provider>": the provider's flow for this signed-in account, after a fresh
 * confirmation when the server asks for one; the provider's page then sends the browser back
 * to the landing page, which says how it went.
 */
function LinkProvider({ provider }: { provider: string }) {
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const start = async () => {
    setPending(true);
    try {
      window.location.assign(await startOidcLink());
    } catch (error) {
      setPending(false);
      if (needsConfirmation(error)) {
        setConfirming(true);
        return;
      }
      notify.error(
        intl.formatMessage({ id: 'common.error' }),
        intl.formatMessage({ id: 'signInMethods.linkFailed' }, { provider }),
      );
    }
  };

  return (
    <div className={styles.actions}>
      <Button onPress={start} isPending={pending}>
        <FormattedMessage id="signInMethods.link" values={{ provider }} />
      </Button>
      <ConfirmIdentityDialog isOpen={confirming} onOpenChange={setConfirming} onConfirmed={start} />
    </div>
  );
}
