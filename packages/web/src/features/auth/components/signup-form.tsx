import type { SignUpForm } from '@lumen/domain';
import { Link } from '@lumen/ui';
import { type Resolver, useForm } from 'react-hook-form';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { FormCheckbox, FormPasswordField, FormTextField } from '@/components/form/bound-fields';
import { TrialPromise } from '@/components/trial-promise';
import { paths } from '@/config/paths';
import { useSignUp } from '@/lib/auth/sign-up';
import { useAccountResolver } from '../hooks/use-account-resolver';
import { AccountForm, AuthEmailField, useAccountSubmit } from './auth-form';
import { OidcButton } from './oidc-button';

const subtitle = defineMessage({ id: 'signup.subtitle' });

type SignUpValues = Omit<SignUpForm, 'terms'> & { terms: boolean };

const defaultValues: SignUpValues = {
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  terms: false,
};

export function SignUpFormScreen() {
  const intl = useIntl();
  const signUp = useSignUp();
  const submit = useAccountSubmit(signUp, 'Sign-up failed');
  // The schema's input says terms: true; the form starts unticked, so its values say boolean.
  const validation = useAccountResolver(
    (v) => v.signUpResolver as unknown as Resolver<SignUpValues, unknown, SignUpForm>,
  );
  const { control, handleSubmit, formState } = useForm<SignUpValues, unknown, SignUpForm>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues,
  });

  return (
    <AccountForm
      title={<FormattedMessage id="signup.title" />}
      subtitle={<TrialPromise message={subtitle} />}
      switchPrompt={<FormattedMessage id="signup.haveAccount" />}
      switchLink={{ href: paths.signin, label: <FormattedMessage id="signup.signInLink" /> }}
      onSubmit={handleSubmit(submit)}
      intent={validation.intent}
      mutation={signUp}
      isValid={formState.isValid}
      success={<FormattedMessage id="signup.success" />}
      submitLabel={intl.formatMessage({ id: 'signup.submit' })}
      busyLabel={intl.formatMessage({ id: 'signup.busy' })}
      alternatives={<OidcButton />}
    >
      <FormTextField
        control={control}
        name="fullName"
        label={intl.formatMessage({ id: 'auth.fullName' })}
        placeholder={intl.formatMessage({ id: 'auth.fullNamePlaceholder' })}
        autoComplete="name"
        isRequired
      />
      <AuthEmailField control={control} />
      <FormPasswordField
        control={control}
        name="password"
        label={intl.formatMessage({ id: 'auth.password' })}
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
      {/* The documents open in a new tab: the form keeps what was typed. */}
      <FormCheckbox control={control} name="terms">
        <FormattedMessage
          id="signup.terms"
          values={{
            privacy: (chunks) => (
              <Link href={paths.privacy} target="_blank">
                {chunks}
              </Link>
            ),
            terms: (chunks) => (
              <Link href={paths.terms} target="_blank">
                {chunks}
              </Link>
            ),
          }}
        />
      </FormCheckbox>
    </AccountForm>
  );
}
