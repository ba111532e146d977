import { Badge, Card, Spinner, ButtonLink } from '@lumen/ui';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { paths, signinReturningTo } from '@/config/paths';
import { useReturnHere } from '@/lib/auth/return-here';
import { notify } from '@/lib/toast';
import { usePaymentPolling } from '@/features/payments/hooks/use-payment-polling';
import { clearTypedDetails } from '@/lib/checkout-details-storage';
import * as styles from './checkout-success.css';

/** The server refused the status question: 404 no such order of this user, else a bad link. */
const rejectedMessages = defineMessages({
  notFoundTitle: { id: 'payment.notFoundTitle' },
  notFoundDescription: { id: 'payment.notFoundDescription' },
  rejectedTitle: { id: 'payment.rejectedTitle' },
  rejectedDescription: { id: 'payment.rejectedDescription' },
});

/** SPEC §2 /checkout-success: reads orderId and sessionId and confirms the payment. */
export function CheckoutSuccessScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? undefined;
  const sessionId = params.get('sessionId') ?? undefined;
  const hasPayment = Boolean(orderId || sessionId);
  const state = usePaymentPolling({ orderId, sessionId }, hasPayment);
  const here = useReturnHere();
  /** The checkout that holds this order (to pay it again), when the order is known. */
  const checkoutFor = (id: string | undefined) =>
    id ? `${paths.checkout}?${new URLSearchParams({ orderId: id })}` : paths.checkout;

  useEffect(() => {
    if (state.phase === 'success') {
      // Paid: what was typed for this order is not needed again.
      clearTypedDetails(state.result.orderId);
      notify.success(
        intl.formatMessage(
          { id: 'payment.creditsAdded' },
          { credits: intl.formatNumber(state.result.credits) },
        ),
      );
    } else if (state.phase === 'timeout') {
      notify.error(
        intl.formatMessage({ id: 'payment.timeoutToast' }),
        intl.formatMessage({ id: 'payment.timeoutToastDescription' }),
      );
    }
  }, [state, intl]);

  if (!hasPayment) {
    return (
      <Frame>
        <h1 className={styles.title}>
          <FormattedMessage id="payment.noPaymentTitle" />
        </h1>
        <p className={styles.muted}>
          <FormattedMessage id="payment.noPaymentDescription" />
        </p>
        <ButtonLink href={paths.checkout}>
          <FormattedMessage id="payment.backToCheckout" />
        </ButtonLink>
      </Frame>
    );
  }

  switch (state.phase) {
    case 'verifying':
      return (
        <Frame>
          <Spinner size="lg" label={intl.formatMessage({ id: 'payment.verifyingTitle' })} />
          <h1 className={styles.title}>
            <FormattedMessage id="payment.verifyingTitle" />
          </h1>
          <p className={styles.muted}>
            <FormattedMessage id="payment.verifyingDescription" />
          </p>
          {state.attempts > 0 ? (
            <p className={styles.muted} aria-live="polite">
              <FormattedMessage id="payment.checks" values={{ count: state.attempts }} />
            </p>
          ) : null}
        </Frame>
      );
    case 'success':
      return (
        <Frame>
          <Badge variant="success">
            <FormattedMessage id="payment.transactionComplete" />
          </Badge>
          <h1 className={styles.title}>
            <FormattedMessage id="payment.successTitle" />
          </h1>
          <p className={styles.muted}>
            <FormattedMessage id="payment.successDescription" />
          </p>
          <div className={styles.balance}>
            <span>
              <FormattedMessage id="payment.currentBalance" />
            </span>
            <span className={styles.big}>
              <FormattedMessage
                id="balance.credits"
                values={{ credits: state.result.credits_balance }}
              />
            </span>
          </div>
          <p className={styles.muted}>
            <FormattedMessage id="payment.message" />
          </p>
          <div className={styles.actions}>
            <ButtonLink href={paths.imageGenerator}>
              <FormattedMessage id="payment.startGenerating" />
            </ButtonLink>
            <ButtonLink href={paths.dashboard} variant="secondary">
              <FormattedMessage id="payment.goToDashboard" />
            </ButtonLink>
          </div>
        </Frame>
      );
    case 'timeout':
      return (
        <Frame>
          <h1 className={styles.title}>
            <FormattedMessage id="payment.timeoutTitle" />
          </h1>
          <p className={styles.muted} role="alert">
            <FormattedMessage id="payment.timeoutDescription" />
          </p>
          <ButtonLink href={checkoutFor(state.orderId ?? orderId)}>
            <FormattedMessage id="payment.retry" />
          </ButtonLink>
        </Frame>
      );
    case 'unauthorized':
      return (
        <Frame>
          <h1 className={styles.title}>
            <FormattedMessage id="payment.authExpired" />
          </h1>
          <ButtonLink href={signinReturningTo(here)}>
            <FormattedMessage id="payment.signIn" />
          </ButtonLink>
        </Frame>
      );
    case 'rejected': {
      const notFound = state.status === 404;
      return (
        <Frame>
          <h1 className={styles.title}>
            <FormattedMessage
              {...(notFound ? rejectedMessages.notFoundTitle : rejectedMessages.rejectedTitle)}
            />
          </h1>
          <p className={styles.muted} role="alert">
            <FormattedMessage
              {...(notFound
                ? rejectedMessages.notFoundDescription
                : rejectedMessages.rejectedDescription)}
            />
          </p>
          <ButtonLink href={paths.dashboard}>
            <FormattedMessage id="payment.goToDashboard" />
          </ButtonLink>
        </Frame>
      );
    }
  }
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.page}>
      <Card className={styles.card}>{children}</Card>
    </div>
  );
}
