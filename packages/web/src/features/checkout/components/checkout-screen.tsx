import { zodResolver } from '@hookform/resolvers/zod';
import { type CheckoutDetails, checkoutDetailsSchema } from '@lumen/domain';
import {
  Button,
  Card,
  CardDescription,
  CardTitle,
  ChevronLeftIcon,
  EmptyState,
  Link,
  Spinner,
} from '@lumen/ui';
import { useEffect, useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router';
import { FormCountryField } from '../../../components/form/form-country-field';
import { FormCheckbox, FormTextField } from '../../../components/form/form-fields';
import { paths } from '../../../config/paths';
import { isHttpError } from '../../../lib/api/http-error';
import { useAuthToken } from '../../../lib/auth/token';
import { notify } from '../../../lib/toast';
import { clearTopup, readTopup } from '../../../lib/topup-storage';
import { useStoredQuote } from '../api/get-quote';
import { useInitiateCheckout } from '../api/initiate-checkout';
import * as styles from './checkout.css';

type CheckoutValues = Omit<CheckoutDetails, 'agreeToTerms'> & { agreeToTerms: boolean };

const empty: CheckoutValues = {
  fullName: '',
  email: '',
  phone: '',
  country: '',
  state: '',
  city: '',
  address: '',
  zipCode: '',
  agreeToTerms: false,
};

/** Sends the browser to the payment provider; a module object so tests can watch it. */
export const paymentRedirect = { go: (url: string) => window.location.assign(url) };

/** SPEC §2 checkout. */
export function CheckoutScreen() {
  const intl = useIntl();
  const token = useAuthToken();
  const navigate = useNavigate();
  const topup = useMemo(() => readTopup(), []);
  const quote = useStoredQuote(token ? topup?.quoteId : undefined);
  const noOrder = !topup || isHttpError(quote.error, 404);

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

  if (!token) return <Navigate to={paths.signin} replace />;

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
  if (quote.isPending) {
    return (
      <div className={`${styles.page} ${styles.centered}`}>
        <Spinner size="lg" label={intl.formatMessage({ id: 'app.loading' })} />
      </div>
    );
  }
  if (quote.isError) {
    return (
      <div className={styles.page}>
        {back}
        <EmptyState
          title={<FormattedMessage id="checkout.loadError" />}
          description={<FormattedMessage id="checkout.loadErrorDescription" />}
          action={
            <Button onPress={() => void quote.refetch()}>
              <FormattedMessage id="checkout.tryAgain" />
            </Button>
          }
        />
      </div>
    );
  }

  const q = quote.data;
  return (
    <div className={styles.page}>
      {back}
      <h1 className={styles.title}>
        <FormattedMessage id="checkout.title" />
      </h1>
      <CheckoutForm
        quoteId={q.id}
        summary={
          <Card as="section" aria-labelledby="summary-title">
            <CardTitle id="summary-title" level={2}>
              <FormattedMessage id="checkout.summary" />
            </CardTitle>
            <dl className={styles.summary}>
              <dt>
                <FormattedMessage id="checkout.credits" />
              </dt>
              <dd className={styles.value}>{intl.formatNumber(q.credits)}</dd>
              <dt>
                <FormattedMessage id="checkout.discount" />
              </dt>
              <dd className={styles.value}>
                {intl.formatNumber(q.discountPercentage / 100, { style: 'percent' })}
              </dd>
              <dt className={styles.total}>
                <FormattedMessage id="checkout.total" />
              </dt>
              <dd className={`${styles.value} ${styles.total}`}>
                {intl.formatNumber(Number(q.convertedAmount), {
                  style: 'currency',
                  currency: q.currency,
                })}
              </dd>
            </dl>
            <CardDescription>
              <FormattedMessage id="checkout.secure" />
            </CardDescription>
          </Card>
        }
      />
    </div>
  );
}

function CheckoutForm({ quoteId, summary }: { quoteId: string; summary: React.ReactNode }) {
  const intl = useIntl();
  const initiate = useInitiateCheckout();
  const [failed, setFailed] = useState(false);
  const { control, handleSubmit, formState } = useForm<CheckoutValues, unknown, CheckoutDetails>({
    resolver: zodResolver(checkoutDetailsSchema) as unknown as Resolver<
      CheckoutValues,
      unknown,
      CheckoutDetails
    >,
    // SPEC §2: validation runs on every change.
    mode: 'onChange',
    defaultValues: empty,
  });

  const onSubmit = handleSubmit(async (billingInfo) => {
    try {
      const result = await initiate.mutateAsync({ quoteId, billingInfo });
      if (!result.success || !result.paymentUrl) throw new Error(result.message);
      notify.success(
        intl.formatMessage({ id: 'checkout.initiated' }),
        intl.formatMessage({ id: 'checkout.initiatedDescription' }),
      );
      clearTopup();
      paymentRedirect.go(result.paymentUrl);
    } catch (error) {
      console.error('Payment initiation failed', error);
      notify.error(intl.formatMessage({ id: 'checkout.initiationFailed' }));
      setFailed(true);
    }
  });

  if (failed) {
    return (
      <Card className={styles.centered} role="alert">
        <CardTitle level={2}>
          <FormattedMessage id="checkout.paymentError" />
        </CardTitle>
        <CardDescription>
          <FormattedMessage id="checkout.paymentErrorDescription" />
        </CardDescription>
        <Button
          onPress={() => {
            initiate.reset();
            setFailed(false);
          }}
        >
          <FormattedMessage id="checkout.tryAgain" />
        </Button>
      </Card>
    );
  }

  const busy = initiate.isPending || initiate.isSuccess;
  return (
    <form className={styles.layout} onSubmit={onSubmit} noValidate>
      <div className={styles.form}>
        <Card as="section" aria-labelledby="personal-title">
          <CardTitle id="personal-title" level={2}>
            <FormattedMessage id="checkout.personal" />
          </CardTitle>
          <div className={styles.fields}>
            <FormTextField
              control={control}
              name="fullName"
              className={styles.wide}
              label={intl.formatMessage({ id: 'checkout.fullName' })}
              autoComplete="name"
              isRequired
            />
            <FormTextField
              control={control}
              name="email"
              type="email"
              label={intl.formatMessage({ id: 'checkout.email' })}
              autoComplete="email"
              isRequired
            />
            <FormTextField
              control={control}
              name="phone"
              type="tel"
              label={intl.formatMessage({ id: 'checkout.phone' })}
              autoComplete="tel"
              isRequired
            />
          </div>
        </Card>
        <Card as="section" aria-labelledby="address-title">
          <CardTitle id="address-title" level={2}>
            <FormattedMessage id="checkout.billingAddress" />
          </CardTitle>
          <div className={styles.fields}>
            <FormCountryField
              control={control}
              name="country"
              label={intl.formatMessage({ id: 'checkout.country' })}
              isRequired
            />
            <FormTextField
              control={control}
              name="state"
              label={intl.formatMessage({ id: 'checkout.state' })}
              autoComplete="address-level1"
              isRequired
            />
            <FormTextField
              control={control}
              name="city"
              label={intl.formatMessage({ id: 'checkout.city' })}
              autoComplete="address-level2"
              isRequired
            />
            <FormTextField
              control={control}
              name="zipCode"
              label={intl.formatMessage({ id: 'checkout.zipCode' })}
              autoComplete="postal-code"
              isRequired
            />
            <FormTextField
              control={control}
              name="address"
              className={styles.wide}
              label={intl.formatMessage({ id: 'checkout.address' })}
              autoComplete="street-address"
              isRequired
            />
          </div>
        </Card>
      </div>
      <div className={styles.sticky}>
        {summary}
        <FormCheckbox control={control} name="agreeToTerms">
          <FormattedMessage
            id="checkout.consent"
            values={{
              privacy: (chunks) => <Link href="/#privacy">{chunks}</Link>,
              terms: (chunks) => <Link href="/#terms">{chunks}</Link>,
            }}
          />
        </FormCheckbox>
        <Button
          type="submit"
          size="lg"
          fullWidth
          isDisabled={!formState.isValid || busy}
          isPending={busy}
          loadingLabel={intl.formatMessage({ id: 'checkout.redirecting' })}
        >
          <FormattedMessage id="checkout.submit" />
        </Button>
      </div>
    </form>
  );
}
