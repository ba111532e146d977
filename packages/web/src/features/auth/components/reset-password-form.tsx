import { isHttpError } from '@lumen/client';
import {
  type NewPasswordForm,
  PASSWORD_RESET_TOKEN_PARAM,
  type ResetPassword,
} from '@lumen/domain';
import { Button, InlineAlert, Link } from '@lumen/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { FormPasswordField } from '@/components/form/bound-fields';
import { paths } from '@/config/paths';
import {
  useCheckPasswordReset,
  useCompletePasswordReset,
  useRequestPasswordReset,
} from '@/lib/auth/password-reset';
import { useHydrated } from '@/lib/use-hydrated';
import { useRedirectAfterAuth } from '@/features/auth/hooks/use-redirect-after-auth';
import { useAccountResolver } from '../hooks/use-account-resolver';
import { AuthEmailField } from './auth-form';
import { AuthLayout } from './auth-layout';
import * as styles from './auth-layout.css';

const codeOf = (error: unknown) => (isHttpError(error) ? error.code : undefined);

/** The alert for a failed call: too many requests, else the generic error. */
function FailureAlert({ error }: { error: unknown }) {
  return (
    <InlineAlert tone="danger">
      {codeOf(error) === 'rate_limited' ? (
        <FormattedMessage id="reset.rateLimited" />
      ) : (
        <FormattedMessage id="auth.error" />
      )}
    </InlineAlert>
  );
}

function BackToSignIn() {
  return (
    <Link href={paths.signin}>
      <FormattedMessage id="reset.backToSignIn" />
    </Link>
  );
}

/**
 * /reset-password: the email form and its confirmation (SPEC §2), which now also asks the server
 * to mail a link; with `?token=` (the mailed link), the new-password form.
 */
export function ResetPasswordScreen() {
  // The page is drawn ahead of time without the query: the token is read once hydrated.
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const token = hydrated ? params.get(PASSWORD_RESET_TOKEN_PARAM) : null;
  if (token) {
    return <NewPasswordScreen token={token} onAskAgain={() => setParams({}, { replace: true })} />;
  }
  return <RequestResetScreen />;
}

function RequestResetScreen() {
  const intl = useIntl();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const validation = useAccountResolver((v) => v.resetPasswordResolver);
  const { control, handleSubmit, reset } = useForm<ResetPassword>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  if (sentTo !== null) {
    return (
      <AuthLayout
        title={<FormattedMessage id="reset.checkEmail" />}
        subtitle={
          <FormattedMessage
            id="reset.sent"
            values={{ email: <strong key="email">{sentTo}</strong> }}
          />
        }
        footer={<BackToSignIn />}
      >
        <Button
          variant="secondary"
          size="lg"
          fullWidth
          onPress={() => {
            reset({ email: '' });
            request.reset();
            setSentTo(null);
          }}
        >
          <FormattedMessage id="reset.tryDifferent" />
        </Button>
      </AuthLayout>
    );
  }

  const busyLabel = intl.formatMessage({ id: 'reset.busy' });
  return (
    <AuthLayout
      title={<FormattedMessage id="reset.title" />}
      subtitle={<FormattedMessage id="reset.subtitle" />}
      footer={<BackToSignIn />}
    >
      <form
        className={styles.form}
        {...validation.intent}
        onSubmit={handleSubmit(({ email }) =>
          request.mutateAsync(email).then(
            () => setSentTo(email),
            () => undefined,
          ),
        )}
        noValidate
      >
        <AuthEmailField control={control} />
        {request.isError ? <FailureAlert error={request.error} /> : null}
        <Button
          type="submit"
          size="lg"
          fullWidth
          isDisabled={request.isPending}
          isPending={request.isPending}
          loadingLabel={busyLabel}
        >
          {request.isPending ? busyLabel : <FormattedMessage id="reset.submit" />}
        </Button>
      </form>
    </AuthLayout>
  );
}

function NewPasswordScreen({ token, onAskAgain }: { token: string; onAskAgain: () => void }) {
  const intl = useIntl();
  const check = useCheckPasswordReset(token);
  const complete = useCompletePasswordReset();
  const redirect = useRedirectAfterAuth();
  const validation = useAccountResolver((v) => v.newPasswordResolver);
  const { control, handleSubmit, formState } = useForm<NewPasswordForm>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  // Known when the link is opened (the check) or, if it was used meanwhile, on submitting.
  if (
    codeOf(check.error) === 'reset_token_invalid' ||
    codeOf(complete.error) === 'reset_token_invalid'
  ) {
    return (
      <AuthLayout
        title={<FormattedMessage id="reset.invalidTitle" />}
        subtitle={<FormattedMessage id="reset.invalid" />}
        footer={<BackToSignIn />}
      >
        <Button size="lg" fullWidth onPress={onAskAgain}>
          <FormattedMessage id="reset.askAgain" />
        </Button>
      </AuthLayout>
    );
  }

  const busy = complete.isPending;
  const done = complete.isSuccess;
  const busyLabel = intl.formatMessage({ id: 'reset.newBusy' });
  return (
    <AuthLayout
      title={<FormattedMessage id="reset.newTitle" />}
      subtitle={<FormattedMessage id="reset.newSubtitle" />}
      footer={<BackToSignIn />}
    >
      <form
        className={styles.form}
        {...validation.intent}
        onSubmit={handleSubmit(({ password }) =>
          complete.mutateAsync({ token, password }).then(redirect, () => undefined),
        )}
        noValidate
      >
        <FormPasswordField
          control={control}
          name="password"
          label={intl.formatMessage({ id: 'reset.newPassword' })}
          description={intl.formatMessage({ id: 'signup.passwordHint' })}
          autoComplete="new-password"
          isRequired
        />
        <FormPasswordField
          control={control}
          name="confirmPassword"
          label={intl.formatMessage({ id: 'auth.confirmPassword' })}
          autoComplete="new-password"
          isRequired
        />
        {done ? (
          <InlineAlert tone="success">
            <FormattedMessage id="reset.newSuccess" />{' '}
            <FormattedMessage
              id="reset.signedOutEverywhere"
              values={{ count: complete.data.revokedTokens }}
            />
          </InlineAlert>
        ) : null}
        {complete.isError ? <FailureAlert error={complete.error} /> : null}
        <Button
          type="submit"
          size="lg"
          fullWidth
          isDisabled={!formState.isValid || busy || done}
          isPending={busy}
          loadingLabel={busyLabel}
        >
          {busy ? busyLabel : <FormattedMessage id="reset.newSubmit" />}
        </Button>
      </form>
    </AuthLayout>
  );
}
