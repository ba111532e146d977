import { isHttpError } from '@lumen/client';
import { Button, InlineAlert } from '@lumen/ui';
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { usePasskeySignIn } from '@/lib/auth/passkey-sign-in';
import { useHydrated } from '@/lib/use-hydrated';
import { useRedirectAfterAuth } from '@/features/auth/hooks/use-redirect-after-auth';

// Static descriptors, so the extractor sees every id.
const failures = defineMessages({
  failed: { id: 'passkey.signInFailed' },
  cancelled: { id: 'passkey.cancelled' },
  tooMany: { id: 'passkey.tooMany' },
});
type Failure = keyof typeof failures;

function failureOf(error: unknown): Failure {
  if (isHttpError(error)) {
    return error.code === 'rate_limited' ? 'tooMany' : 'failed';
  }
  return error instanceof Error && error.name === 'NotAllowedError' ? 'cancelled' : 'failed';
}

const isAbort = (error: unknown) =>
  error instanceof Error && (error.name === 'AbortError' || error.message.includes('abort'));

/**
 * "Sign in with a passkey" under the password form, and, where the browser offers it, the
 * passkeys among the email field's suggestions (conditional mediation, started as the page
 * opens and cancelled when it closes). Hidden where the browser has no WebAuthn.
 */
export function PasskeySignIn() {
  const passkey = usePasskeySignIn();
  const redirect = useRedirectAfterAuth();
  const [failure, setFailure] = useState<Failure | null>(null);
  // The server cannot ask the browser for WebAuthn, which nearly every browser has: its page
  // draws the button (inert until the app takes over), so the form below it does not move when
  // the app arrives; a browser without WebAuthn drops it then.
  const hydrated = useHydrated();
  const supported = hydrated && browserSupportsWebAuthn();
  const shown = !hydrated || supported;
  const { mutateAsync } = passkey;

  useEffect(() => {
    if (!supported) return;
    let active = true;
    void browserSupportsWebAuthnAutofill().then((autofill) => {
      if (!autofill || !active) return;
      mutateAsync(true).then(redirect, (error: unknown) => {
        // The suggestions are offered, not asked for: only a passkey the person picked and the
        // server refused is worth saying. A cancelled request (the button pressed, the page
        // left) or options that could not be fetched say nothing.
        if (active && isHttpError(error) && error.status === 401) setFailure('failed');
      });
    });
    return () => {
      active = false;
      WebAuthnAbortService.cancelCeremony();
    };
  }, [supported, mutateAsync, redirect]);

  if (!shown) return null;

  const onPress = () => {
    setFailure(null);
    mutateAsync(false).then(redirect, (error: unknown) => {
      if (!isAbort(error)) setFailure(failureOf(error));
    });
  };

  return (
    <>
      {failure ? (
        <InlineAlert tone="danger">
          <FormattedMessage {...failures[failure]} />
        </InlineAlert>
      ) : null}
      <Button
        type="button"
        variant="secondary"
        size="lg"
        fullWidth
        onPress={onPress}
        isPending={passkey.isPending && !passkey.variables}
        isDisabled={passkey.isSuccess}
      >
        <FormattedMessage id="passkey.signIn" />
      </Button>
    </>
  );
}
