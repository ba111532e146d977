import { Button, InlineAlert, Link } from '@lumen/ui';
import type { FormEventHandler, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField } from '@/components/form/bound-fields';
import { signinReturningTo } from '@/config/paths';
import type { FormIntentProps } from '@/lib/forms/lazy-resolver';
import { useRedirectAfterAuth, useReturnPath } from '@/features/auth/hooks/use-redirect-after-auth';
import { AuthLayout } from './auth-layout';
import * as styles from './auth-layout.css';

/** The part of a react-query mutation an account form reads. */
interface AccountMutation<V> {
  mutateAsync: (values: V) => Promise<unknown>;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
}

/**
 * Submits the form's values to the sign-in or sign-up mutation and, on success, goes back to
 * the page that sent the user here (else the dashboard) after the SPEC §2 delay; a failure is logged (the form shows the generic error).
 */
export function useAccountSubmit<V>(mutation: AccountMutation<V>, failureLog: string) {
  const redirect = useRedirectAfterAuth();
  return (values: V) =>
    mutation.mutateAsync(values).then(redirect, (error: unknown) => {
      console.error(failureLog, error);
    });
}

interface AccountFormProps {
  title: ReactNode;
  subtitle: ReactNode;
  /** The footer's question ("No account?") and the link to the other form. */
  switchPrompt: ReactNode;
  switchLink: { href: string; label: ReactNode };
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's handlers that load its validation when the visitor turns to it. */
  intent?: FormIntentProps;
  mutation: Omit<AccountMutation<never>, 'mutateAsync'>;
  /** Whether the form's values pass the schema; submit stays disabled until they do. */
  isValid: boolean;
  success: ReactNode;
  submitLabel: string;
  busyLabel: string;
  /** The fields, and anything that goes between them and the status lines. */
  children: ReactNode;
  /** Other ways in, under the form ("Continue with Google"). */
  alternatives?: ReactNode;
}

/**
 * Sign in and sign up: the auth layout with a link to the other form, the fields, a success
 * status or the generic error, and a submit button that is disabled until the form is valid and
 * while (or after) the request runs.
 */
export function AccountForm({
  title,
  subtitle,
  switchPrompt,
  switchLink,
  onSubmit,
  intent,
  mutation,
  isValid,
  success,
  submitLabel,
  busyLabel,
  children,
  alternatives,
}: AccountFormProps) {
  const busy = mutation.isPending;
  const done = mutation.isSuccess;
  // Switching between sign-in and sign-up keeps where to go back to.
  const returnTo = useReturnPath();
  const switchHref = returnTo ? signinReturningTo(returnTo, switchLink.href) : switchLink.href;
  return (
    <AuthLayout
      title={title}
      subtitle={subtitle}
      footer={
        <>
          {switchPrompt} <Link href={switchHref}>{switchLink.label}</Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} {...intent} noValidate>
        {children}
        {done ? <InlineAlert tone="success">{success}</InlineAlert> : null}
        {mutation.isError ? (
          <InlineAlert tone="danger">
            <FormattedMessage id="auth.error" />
          </InlineAlert>
        ) : null}
        <Button
          type="submit"
          size="lg"
          fullWidth
          isDisabled={!isValid || busy || done}
          isPending={busy}
          loadingLabel={busyLabel}
        >
          {busy ? busyLabel : submitLabel}
        </Button>
      </form>
      {alternatives}
    </AuthLayout>
  );
}

/** The email field of the auth forms (a form whose values have `email`). */
export function AuthEmailField<T extends FieldValues & { email: string }>({
  control,
  autoComplete = 'email',
}: {
  control: Control<T>;
  /** Sign-in adds `webauthn`, so the browser offers passkeys among the suggestions. */
  autoComplete?: string;
}) {
  const intl = useIntl();
  return (
    <FormTextField
      control={control}
      name={'email' as FieldPath<T>}
      type="email"
      label={intl.formatMessage({ id: 'auth.email' })}
      placeholder={intl.formatMessage({ id: 'auth.emailPlaceholder' })}
      autoComplete={autoComplete}
      isRequired
    />
  );
}
