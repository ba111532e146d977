import type { SignIn } from '@lumen/domain';
import { Link } from '@lumen/ui';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormPasswordField } from '@/components/form/bound-fields';
import { paths } from '@/config/paths';
import { useSignIn } from '@/lib/auth/sign-in';
import { useAccountResolver } from '../hooks/use-account-resolver';
import { AccountForm, AuthEmailField, useAccountSubmit } from './auth-form';
import { PasskeySignIn } from './passkey-sign-in';
import { OidcButton } from './oidc-button';
import * as styles from './auth-layout.css';

export function SignInFormScreen() {
  const intl = useIntl();
  const signIn = useSignIn();
  const submit = useAccountSubmit(signIn, 'Sign-in failed');
  const validation = useAccountResolver((v) => v.signInResolver);
  const { control, handleSubmit, formState } = useForm<SignIn>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  return (
    <AccountForm
      title={<FormattedMessage id="signin.title" />}
      subtitle={<FormattedMessage id="signin.subtitle" />}
      switchPrompt={<FormattedMessage id="signin.noAccount" />}
      switchLink={{ href: paths.signup, label: <FormattedMessage id="signin.signUpLink" /> }}
      onSubmit={handleSubmit(submit)}
      intent={validation.intent}
      mutation={signIn}
      isValid={formState.isValid}
      success={<FormattedMessage id="signin.success" />}
      submitLabel={intl.formatMessage({ id: 'signin.submit' })}
      busyLabel={intl.formatMessage({ id: 'signin.busy' })}
      alternatives={<OidcButton />}
    >
      <AuthEmailField control={control} autoComplete="email webauthn" />
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
      <PasskeySignIn />
    </AccountForm>
  );
}
