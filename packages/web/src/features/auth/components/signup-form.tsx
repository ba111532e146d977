import { zodResolver } from '@hookform/resolvers/zod';
import { type SignUpForm, signUpFormSchema } from '@lumen/domain';
import { Button, Link, InlineAlert } from '@lumen/ui';
import { type Resolver, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  FormCheckbox,
  FormPasswordField,
  FormTextField,
} from '../../../components/form/form-fields';
import { paths } from '../../../config/paths';
import { useSignUp } from '../../../lib/auth/sign-up';
import { useRedirectAfterAuth } from '../hooks/use-redirect-after-auth';
import { AuthLayout } from './auth-layout';
import * as styles from './auth-layout.css';

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
  const redirect = useRedirectAfterAuth();
  const { control, handleSubmit, formState } = useForm<SignUpValues, unknown, SignUpForm>({
    // The schema's input says terms: true; the form starts unticked, so its values say boolean.
    resolver: zodResolver(signUpFormSchema) as unknown as Resolver<
      SignUpValues,
      unknown,
      SignUpForm
    >,
    mode: 'onTouched',
    defaultValues,
  });

  const onSubmit = handleSubmit((values) =>
    signUp.mutateAsync(values).then(redirect, (error: unknown) => {
      console.error('Sign-up failed', error);
    }),
  );
  const busy = signUp.isPending;
  const done = signUp.isSuccess;

  return (
    <AuthLayout
      title={<FormattedMessage id="signup.title" />}
      subtitle={<FormattedMessage id="signup.subtitle" />}
      footer={
        <>
          <FormattedMessage id="signup.haveAccount" />{' '}
          <Link href={paths.signin}>
            <FormattedMessage id="signup.signInLink" />
          </Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormTextField
          control={control}
          name="fullName"
          label={intl.formatMessage({ id: 'auth.fullName' })}
          placeholder={intl.formatMessage({ id: 'auth.fullNamePlaceholder' })}
          autoComplete="name"
          isRequired
        />
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
        <FormCheckbox control={control} name="terms">
          <FormattedMessage
            id="signup.terms"
            values={{
              privacy: (chunks) => <Link href="/#privacy">{chunks}</Link>,
              terms: (chunks) => <Link href="/#terms">{chunks}</Link>,
            }}
          />
        </FormCheckbox>
        {done ? (
          <InlineAlert tone="success">
            <FormattedMessage id="signup.success" />
          </InlineAlert>
        ) : null}
        {signUp.isError ? (
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
          loadingLabel={intl.formatMessage({ id: 'signup.busy' })}
        >
          <FormattedMessage id={busy ? 'signup.busy' : 'signup.submit'} />
        </Button>
      </form>
    </AuthLayout>
  );
}
