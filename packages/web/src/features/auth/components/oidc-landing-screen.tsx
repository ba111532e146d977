import { isHttpError } from '@lumen/client';
import { Button, ButtonLink, InlineAlert, PasswordField } from '@lumen/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { paths, safeReturnPath } from '@/config/paths';
import {
  type OidcLanding,
  parseOidcLanding,
  takeOidcReturn,
  useLinkOidcAccount,
  useRedeemOidcTicket,
} from '@/lib/auth/oidc';
import { usePublicConfig } from '@/lib/public-config';
import { AuthLayout } from './auth-layout';
import * as styles from './auth-layout.css';

/** Each refusal the callback or the redeem may answer, in the reader's words. */
const failures = defineMessages({
  oidc_state_invalid: { id: 'oidc.error.stateInvalid' },
  oidc_failed: { id: 'oidc.error.failed' },
  oidc_email_unverified: { id: 'oidc.error.emailUnverified' },
  rate_limited: { id: 'oidc.error.rateLimited' },
  identity_taken: { id: 'oidc.error.identityTaken' },
});

function failureOf(code: string | undefined): MessageDescriptor {
  return failures[code as keyof typeof failures] ?? failures.oidc_failed;
}

/**
 * /signin/oidc: where the server's callback sends the browser after the provider. After `#`
 * (never sent to a server) it finds a ticket to redeem for a session, the password to ask for
 * when an account already has the provider's address, or why the sign-in was refused. The
 * fragment is wiped from the address bar at once, so the ticket stays out of the history.
 */
export function OidcLandingScreen({ landing: given }: { landing?: OidcLanding }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const config = usePublicConfig();
  const provider = config.data?.oidcLabel ?? intl.formatMessage({ id: 'oidc.yourProvider' });
  const [landing, setLanding] = useState<OidcLanding | undefined>(given);
  const redeem = useRedeemOidcTicket();
  const started = useRef(false);
  const read = useRef(false);

  // Once, on arrival: what follows `#`, then the address without it (replacing the entry).
  useEffect(() => {
    if (given || read.current) return;
    read.current = true;
    setLanding(parseOidcLanding(location.hash));
    if (location.hash) navigate(location.pathname, { replace: true });
  }, [given, location.hash, location.pathname, navigate]);

  const goOn = () => navigate(safeReturnPath(takeOidcReturn()) ?? paths.dashboard);

  useEffect(() => {
    if (landing?.kind !== 'session' || started.current) return;
    started.current = true;
    redeem.mutate(landing.ticket, { onSuccess: goOn });
  });

  const error =
    landing?.kind === 'error'
      ? landing.code
      : redeem.isError
        ? isHttpError(redeem.error)
          ? redeem.error.code
          : undefined
        : null;

  return (
    <AuthLayout
      title={
        landing?.kind === 'link' ? (
          <FormattedMessage id="oidc.linkTitle" values={{ provider }} />
        ) : (
          <FormattedMessage id="oidc.title" values={{ provider }} />
        )
      }
    >
      {error !== null ? (
        <div className={styles.form}>
          <InlineAlert tone="danger">
            <FormattedMessage {...failureOf(error)} values={{ provider }} />
          </InlineAlert>
          <ButtonLink href={paths.signin} variant="secondary" fullWidth>
            <FormattedMessage id="oidc.backToSignIn" />
          </ButtonLink>
        </div>
      ) : landing?.kind === 'linked' ? (
        <div className={styles.form}>
          <InlineAlert tone="success">
            <FormattedMessage id="oidc.linked" values={{ provider }} />
          </InlineAlert>
          <ButtonLink href={`${paths.dashboard}?tab=settings`} fullWidth>
            <FormattedMessage id="oidc.backToSettings" />
          </ButtonLink>
        </div>
      ) : landing?.kind === 'link' ? (
        <LinkForm ticket={landing.ticket} email={landing.email} provider={provider} onDone={goOn} />
      ) : (
        <p role="status" className={styles.footer}>
          <FormattedMessage id="oidc.finishing" />
        </p>
      )}
    </AuthLayout>
  );
}

/** The existing account's password: proves its owner before the provider is linked to it. */
function LinkForm({
  ticket,
  email,
  provider,
  onDone,
}: {
  ticket: string;
  email: string;
  provider: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const link = useLinkOidcAccount();
  const [password, setPassword] = useState('');
  const code = link.isError && isHttpError(link.error) ? link.error.code : undefined;
  const wrongPassword = code === 'invalid_credentials';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    link.mutate({ ticket, password }, { onSuccess: onDone });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.footer}>
        <FormattedMessage id="oidc.linkDescription" values={{ email, provider }} />
      </p>
      <PasswordField
        label={intl.formatMessage({ id: 'auth.password' })}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        isRequired
        isInvalid={wrongPassword}
        errorMessage={wrongPassword ? intl.formatMessage({ id: 'oidc.wrongPassword' }) : undefined}
      />
      {link.isError && !wrongPassword ? (
        <InlineAlert tone="danger">
          <FormattedMessage {...failureOf(code)} values={{ provider }} />
        </InlineAlert>
      ) : null}
      <Button
        type="submit"
        size="lg"
        fullWidth
        isDisabled={!password || link.isSuccess}
        isPending={link.isPending}
      >
        <FormattedMessage id="oidc.linkSubmit" />
      </Button>
    </form>
  );
}
