import { zodResolver } from '@hookform/resolvers/zod';
import { type ResetPassword, resetPasswordSchema } from '@lumen/domain';
import { Button, Link } from '@lumen/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { paths } from '../../../config/paths';
import { AuthEmailField } from './auth-form';
import { AuthLayout } from './auth-layout';
import * as styles from './auth-layout.css';

/** SPEC §2: email only, no server call; a confirmation names the email. */
export function ResetPasswordScreen() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm<ResetPassword>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const backToSignIn = (
    <Link href={paths.signin}>
      <FormattedMessage id="reset.backToSignIn" />
    </Link>
  );

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
        footer={backToSignIn}
      >
        <Button
          variant="secondary"
          size="lg"
          fullWidth
          onPress={() => {
            reset({ email: '' });
            setSentTo(null);
          }}
        >
          <FormattedMessage id="reset.tryDifferent" />
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={<FormattedMessage id="reset.title" />}
      subtitle={<FormattedMessage id="reset.subtitle" />}
      footer={backToSignIn}
    >
      <form
        className={styles.form}
        onSubmit={handleSubmit(({ email }) => setSentTo(email))}
        noValidate
      >
        <AuthEmailField control={control} />
        <Button type="submit" size="lg" fullWidth>
          <FormattedMessage id="reset.submit" />
        </Button>
      </form>
    </AuthLayout>
  );
}
