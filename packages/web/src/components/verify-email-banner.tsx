import { isHttpError } from '@lumen/client';
import { Button } from '@lumen/ui';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMe } from '@/lib/auth/get-me';
import { notify } from '@/lib/toast';
import * as styles from './low-balance-banner.css';

/** Mails the verification link again (3 an hour: the server answers 429 beyond that). */
async function resendVerification(): Promise<void> {
  const { api } = await import('@/lib/api/client');
  await api.POST('/api/auth/verify-email/resend');
}

/**
 * Signed in with a trial that waits for the address to be verified: says so, with the number
 * of credits, and offers to mail the link again.
 */
export function VerifyEmailBanner() {
  const intl = useIntl();
  const me = useMe();
  const resend = useMutation({ mutationFn: resendVerification });
  const credits = me.data?.trial_pending_credits ?? 0;
  if (!me.data || me.data.email_verified || credits <= 0) return null;
  return (
    <VerifyEmailNotice
      credits={credits}
      email={me.data.email}
      isSending={resend.isPending}
      onResend={() =>
        resend.mutate(undefined, {
          onSuccess: () =>
            notify.success(
              intl.formatMessage({ id: 'verifyEmail.sent' }, { email: me.data.email }),
            ),
          onError: (error) => {
            const code = isHttpError(error) ? error.code : undefined;
            notify.error(
              code === 'rate_limited'
                ? intl.formatMessage({ id: 'verifyEmail.tooMany' })
                : code === 'already_verified'
                  ? intl.formatMessage({ id: 'verifyEmail.alreadyVerified' })
                  : intl.formatMessage({ id: 'verifyEmail.sendFailed' }),
            );
          },
        })
      }
    />
  );
}

export interface VerifyEmailNoticeProps {
  /** The trial credits the verified address receives. */
  credits: number;
  email: string;
  isSending: boolean;
  onResend: () => void;
}

/** The notice itself: a labelled region, its message and the resend button. */
export function VerifyEmailNotice({ credits, email, isSending, onResend }: VerifyEmailNoticeProps) {
  const intl = useIntl();
  return (
    <section
      className={styles.banner}
      aria-label={intl.formatMessage({ id: 'verifyEmail.label' })}
      data-testid="verify-email-banner"
    >
      <p className={styles.message}>
        <FormattedMessage id="verifyEmail.message" values={{ credits, email }} />
      </p>
      <div className={styles.actions}>
        <Button size="sm" onPress={onResend} isPending={isSending}>
          <FormattedMessage id="verifyEmail.resend" />
        </Button>
      </div>
    </section>
  );
}
