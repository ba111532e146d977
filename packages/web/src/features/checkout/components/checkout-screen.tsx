import {
  Button,
  ButtonLink,
  Card,
  CardDescription,
  CardTitle,
  ChevronLeftIcon,
  EmptyState,
  InlineAlert,
  Link,
  Spinner,
} from '@lumen/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths, signinReturningTo } from '@/config/paths';
import { isHttpError } from '@lumen/client';
import { useReturnHere } from '@/lib/auth/return-here';
import { removeToken, useAuthToken } from '@/lib/auth/token';
import { notify } from '@/lib/toast';
import { readTopup } from '@/lib/topup-storage';
import {
  type CheckoutOrder,
  checkoutOrderQueryOptions,
} from '@/features/checkout/api/get-checkout-order';
import { type PayableTopup, payableQuoteQueryOptions } from '@/features/checkout/api/get-quote';
import type { KnownDetails } from '@/features/checkout/known-details';
import { clearTypedDetails, readTypedDetails } from '@/features/checkout/typed-details';
import { CheckoutForm, type CheckoutQuote } from './checkout-form';
import { PageHeader } from '@/components/page-header/page-header';
import * as styles from './checkout.css';

export { paymentRedirect } from './checkout-form';

/** What the checkout holding an unpaid order says about its last payment (each names the credits). */
const orderNotices = defineMessages<
  Record<'pending' | 'failed' | 'cancelled' | 'expired', { credits: number }>
>({
  pending: { id: 'checkout.orderPending' },
  failed: { id: 'checkout.orderFailed' },
  cancelled: { id: 'checkout.orderCancelled' },
  expired: { id: 'checkout.orderExpired' },
});

interface CheckoutScreenProps {
  /** What the account already knows (profile, default billing profile): the form starts with it. */
  known?: KnownDetails;
}

/**
 * SPEC §2 checkout. It pays either the top-up chosen in the dialog (topup_data) or, at
 * `?orderId=…`, one of the user's orders that was not paid (a cancelled, declined or unconfirmed
 * payment comes back here): with the same quote while it is valid, else a fresh one for the same
 * credits and currency. A 401 goes to sign-in and back here.
 */
export function CheckoutScreen({ known }: CheckoutScreenProps) {
  const intl = useIntl();
  const token = useAuthToken();
  const navigate = useNavigate();
  const here = useReturnHere();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? undefined;
  const topup = useMemo(() => readTopup(), []);
  const typed = useMemo(() => readTypedDetails(orderId), [orderId]);

  const order = useQuery(checkoutOrderQueryOptions(token ? orderId : undefined));
  const held = order.data && !order.data.credited ? order.data : undefined;
  const payable: PayableTopup | undefined = !token
    ? undefined
    : orderId
      ? held && !held.quote
        ? { credits: held.credits, currency: held.currency }
        : undefined
      : topup
        ? { quoteId: topup.quoteId, credits: topup.credits, currency: topup.currency }
        : undefined;
  const fresh = useQuery(payableQuoteQueryOptions(payable));
  const quote: CheckoutQuote | undefined = held?.quote
    ? { quote: held.quote, renewed: false }
    : fresh.data;

  const unauthorized = isHttpError(order.error, 401) || isHttpError(fresh.error, 401);
  const noOrder = orderId ? isHttpError(order.error, 404) : !topup;

  const paid = order.data?.credited === true;
  useEffect(() => {
    // A paid order needs its typed details no more.
    if (paid) clearTypedDetails(orderId);
  }, [paid, orderId]);

  useEffect(() => {
    // The session is gone: without the token, this screen sends the user to sign in and back.
    if (unauthorized) removeToken();
  }, [unauthorized]);

  useEffect(() => {
    if (!token) {
      notify.error(
        intl.formatMessage({ id: 'checkout.authRequired' }),
        intl.formatMessage({ id: 'checkout.authRequiredDescription' }),
      );
    } else if (noOrder) {
      notify.error(intl.formatMessage({ id: 'checkout.noOrder' }));
      navigate(paths.imageGenerator, { replace: true });
    }
  }, [token, noOrder, navigate, intl]);

  if (!token) return <Navigate to={signinReturningTo(here)} replace />;

  const back = (
    <div>
      <Link href={paths.imageGenerator} variant="standalone">
        <ChevronLeftIcon />
        <FormattedMessage id="checkout.back" />
      </Link>
    </div>
  );

  if (noOrder) {
    return (
      <div className={styles.page}>
        <EmptyState title={<FormattedMessage id="checkout.noOrder" />} />
      </div>
    );
  }
  if (order.data?.credited) {
    return (
      <div className={styles.page}>
        {back}
        <PageHeader title={<FormattedMessage id="checkout.title" />} />
        <PaidOrder />
      </div>
    );
  }
  if (order.isError || fresh.isError) {
    if (unauthorized) return <Loading />;
    return (
      <div className={styles.page}>
        {back}
        <EmptyState
          title={<FormattedMessage id="checkout.loadError" />}
          description={<FormattedMessage id="checkout.loadErrorDescription" />}
          action={
            <Button
              onPress={() => {
                if (order.isError) void order.refetch();
                if (fresh.isError) void fresh.refetch();
              }}
            >
              <FormattedMessage id="checkout.tryAgain" />
            </Button>
          }
        />
      </div>
    );
  }
  if (!quote) return <Loading />;

  return (
    <div className={styles.page}>
      {back}
      <PageHeader title={<FormattedMessage id="checkout.title" />} />
      {held ? <OrderNotice order={held} /> : null}
      {quote.renewed ? (
        <InlineAlert>
          <FormattedMessage id="checkout.quoteRenewed" />
        </InlineAlert>
      ) : null}
      <CheckoutForm
        quote={quote.quote}
        known={known}
        typed={held ? typed : undefined}
        onQuoteExpired={() => {
          // The price lapsed while the form was open: ask again (a fresh quote if need be).
          if (orderId) void order.refetch();
          if (payable) void fresh.refetch();
        }}
      />
    </div>
  );
}

function Loading() {
  const intl = useIntl();
  return (
    <div className={`${styles.page} ${styles.centered}`}>
      <Spinner size="lg" label={intl.formatMessage({ id: 'app.loading' })} />
    </div>
  );
}

/** The order's last payment did not go through (or is not confirmed): say so, and how to go on. */
function OrderNotice({ order }: { order: CheckoutOrder }) {
  const notice =
    order.status in orderNotices
      ? orderNotices[order.status as keyof typeof orderNotices]
      : orderNotices.failed;
  return (
    <InlineAlert tone={order.status === 'pending' ? 'neutral' : 'danger'}>
      <FormattedMessage {...notice} values={{ credits: order.credits }} />{' '}
      {order.status === 'pending' ? (
        <Link href={`${paths.checkoutSuccess}?${new URLSearchParams({ orderId: order.orderId })}`}>
          <FormattedMessage id="checkout.checkStatus" />
        </Link>
      ) : null}
    </InlineAlert>
  );
}

/** An order that is paid already (a second visit, another tab): nothing to pay. */
function PaidOrder() {
  return (
    <Card className={styles.centered} role="status">
      <CardTitle level={2}>
        <FormattedMessage id="checkout.orderPaid" />
      </CardTitle>
      <CardDescription>
        <FormattedMessage id="checkout.orderPaidDescription" />
      </CardDescription>
      <ButtonLink href={paths.dashboard}>
        <FormattedMessage id="payment.goToDashboard" />
      </ButtonLink>
    </Card>
  );
}
