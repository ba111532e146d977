import { isHttpError } from '@lumen/client';
import { AlertDialog, Button, InlineAlert, PasswordField } from '@lumen/ui';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { api } from '@/lib/api/client';

/** The code a sensitive route answers (403) when the session needs a fresh confirmation. */
export const CONFIRMATION_REQUIRED = 'confirmation_required';

// Static descriptors, so the extractor sees every id.
const refusals = defineMessages({
  tooMany: { id: 'confirmIdentity.tooMany' },
  failed: { id: 'confirmIdentity.failed' },
});

export const needsConfirmation = (error: unknown) =>
  isHttpError(error) && error.code === CONFIRMATION_REQUIRED;

export interface ConfirmIdentityDialogProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Runs once the session is confirmed (the step that asked goes ahead). */
  readonly onConfirmed: () => void | Promise<void>;
}

/**
 * "Confirm it is you" before a sensitive step: the password, or one of the account's
 * passkeys. The server marks this session confirmed for a few minutes; the step then runs.
 */
export function ConfirmIdentityDialog({
  isOpen,
  onOpenChange,
  onConfirmed,
}: ConfirmIdentityDialogProps) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = useQuery({
    queryKey: ['confirm-options'],
    queryFn: async () => (await api.POST('/api/auth/confirm/options')).data!,
    enabled: isOpen,
    gcTime: 0,
    staleTime: 0,
  });
  const hasPassword = options.data?.password ?? true;
  const passkeyOptions = options.data?.passkey_options ?? null;

  const done = async () => {
    setPassword('');
    setError(null);
    onOpenChange(false);
    await onConfirmed();
  };

  const failed = (cause: unknown): never => {
    setError(
      intl.formatMessage(
        isHttpError(cause) && cause.code === 'rate_limited' ? refusals.tooMany : refusals.failed,
      ),
    );
    throw cause;
  };

  const withPassword = async () => {
    if (!password) {
      setError(intl.formatMessage({ id: 'confirmIdentity.passwordRequired' }));
      throw new Error('password required');
    }
    try {
      await api.POST('/api/auth/confirm', { body: { password } });
    } catch (cause) {
      failed(cause);
    }
    await done();
  };

  const withPasskey = async () => {
    if (!passkeyOptions) return;
    setBusy(true);
    try {
      const response = await startAuthentication({ optionsJSON: passkeyOptions as never });
      await api.POST('/api/auth/confirm', { body: { passkey: response as never } });
      await done();
    } catch {
      setError(intl.formatMessage({ id: 'confirmIdentity.passkeyFailed' }));
      await options.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setError(null);
        onOpenChange(open);
      }}
      variant="primary"
      title={intl.formatMessage({ id: 'confirmIdentity.title' })}
      confirmLabel={intl.formatMessage({ id: 'confirmIdentity.confirm' })}
      cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
      onConfirm={withPassword}
    >
      <p>
        <FormattedMessage id="confirmIdentity.description" />
      </p>
      {hasPassword ? (
        <PasswordField
          label={intl.formatMessage({ id: 'confirmIdentity.password' })}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          showLabel={intl.formatMessage({ id: 'auth.showPassword' })}
          hideLabel={intl.formatMessage({ id: 'auth.hidePassword' })}
          isInvalid={error !== null}
        />
      ) : (
        <p>
          <FormattedMessage id="confirmIdentity.noPassword" />
        </p>
      )}
      {passkeyOptions && browserSupportsWebAuthn() ? (
        <Button variant="secondary" onPress={withPasskey} isPending={busy}>
          <FormattedMessage id="confirmIdentity.usePasskey" />
        </Button>
      ) : null}
      {error ? <InlineAlert tone="danger">{error}</InlineAlert> : null}
    </AlertDialog>
  );
}
