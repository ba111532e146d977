import { zodResolver } from '@hookform/resolvers/zod';
import { type SignIn, signInSchema } from '@lumen/domain';
import { Button, Link, InlineAlert } from '@lumen/ui';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormPasswordField, FormTextField } from '../../../components/form/form-fields';
import { paths } from '../../../config/paths';
import { useSignIn } from '../../../lib/auth/sign-in';
import { useRedirectAfterAuth } from '../hooks/use-redirect-after-auth';
import { AuthLayout } from './auth-layout';
import * as styles from './auth-layout.css';

export function SignInFormScreen() {
  const intl = useIntl();
  const signIn = useSignIn();
  const redirect = useRedirectAfterAuth();
  const { control, handleSubmit, formState } = useForm<SignIn>({
    resolver: zodResolver(signInSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    signIn.mutateAsync(values).then(redirect, (error: unknown) => {
      console.error('Sign-in failed', error);
    }),
  );
  const busy = signIn.isPending;
  const done = signIn.isSuccess;

  return (
    <AuthLayout
      title={<FormattedMessage id="signin.title" />}
      subtitle={<FormattedMessage id="signin.subtitle" />}
      footer={
        <>
          <FormattedMessage id="signin.noAccount" />{' '}
          <Link href={paths.signup}>
            <FormattedMessage id="signin.signUpLink" />
          </Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={intl.formatMessage({ id: 'auth.email' })}
          placeholder={intl.formatMessage({ id: 'auth.emailPlaceholder' })}
          autoComplete="email"
          isRequired
        />
        <FormPasswordField
          control={control}
          name="password"
          label={intl.formatMessage({ id: 'auth.password' })}
          autoComplete="current-password"
          isRequired
        />
        <div className={styles.endAligned}>
          <Link href={paths.resetPassword}>
            <FormattedMessage id="signin.forgot" />
          </Link>
        </div>
        {done ? (
          <InlineAlert tone="success">
            <FormattedMessage id="signin.success" />
          </InlineAlert>
        ) : null}
        {signIn.isError ? (
          <InlineAlert tone="danger">
            <FormattedMessage id="auth.error" />
          </InlineAlert>
        ) : null}
        <Button
          type="submit"
          size="lg"
          fullWidth
          isDisabled={!formState.isValid || busy || done}
          isPending={busy}
          loadingLabel={intl.formatMessage({ id: 'signin.busy' })}
        >
          <FormattedMessage id={busy ? 'signin.busy' : 'signin.submit'} />
        </Button>
      </form>
    </AuthLayout>
  );
}
