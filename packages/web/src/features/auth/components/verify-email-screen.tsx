import { isHttpError } from '@lumen/client';
import { Button, ButtonLink, InlineAlert } from '@lumen/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { meQueryKey } from '@/lib/auth/get-me';
import { AuthLayout } from './auth-layout';
import * as styles from './auth-layout.css';

async function verifyEmail(token: string) {
  const { api } = await import('@/lib/api/client');
  return (await api.POST('/api/auth/verify-email', { body: { token } })).data!;
}

/**
 * /verify-email?token=…: the mailed link. The address is verified when the button is pressed,
 * not when the page opens, so a mail scanner that opens links verifies nothing. Verified, the
 * page says how many trial credits came with it; the balance everywhere follows (auth-me).
 */
export function VerifyEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });

  if (verify.isSuccess) {
    const credits = verify.data.trial_credits;
    return (
      <AuthLayout
        title={<FormattedMessage id="verifyEmail.doneTitle" />}
        subtitle={
          credits > 0 ? (
            <FormattedMessage id="verifyEmail.doneCredits" values={{ credits }} />
          ) : (
            <FormattedMessage id="verifyEmail.done" />
          )
        }
      >
        <ButtonLink href={paths.dashboard} size="lg">
          <FormattedMessage id="verifyEmail.toDashboard" />
        </ButtonLink>
      </AuthLayout>
    );
  }

  const invalid =
    !token || (isHttpError(verify.error) && verify.error.code === 'verification_token_invalid');
  if (invalid) {
    return (
      <AuthLayout
        title={<FormattedMessage id="verifyEmail.invalidTitle" />}
        subtitle={<FormattedMessage id="verifyEmail.invalid" />}
      >
        <ButtonLink href={paths.dashboard} size="lg">
          <FormattedMessage id="verifyEmail.toDashboard" />
        </ButtonLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={<FormattedMessage id="verifyEmail.title" />}
      subtitle={<FormattedMessage id="verifyEmail.subtitle" />}
    >
      <div className={styles.form}>
        {verify.isError ? (
          <InlineAlert tone="danger">
            {isHttpError(verify.error) && verify.error.code === 'rate_limited' ? (
              <FormattedMessage id="verifyEmail.tooManyChecks" />
            ) : (
              <FormattedMessage id="verifyEmail.failed" />
            )}
          </InlineAlert>
        ) : null}
        <Button
          size="lg"
          fullWidth
          isPending={verify.isPending}
          onPress={() => verify.mutate(token)}
        >
          <FormattedMessage id="verifyEmail.confirm" />
        </Button>
      </div>
    </AuthLayout>
  );
}
