import { zodResolver } from '@hookform/resolvers/zod';
import { type CheckoutDetails, checkoutDetailsSchema } from '@lumen/domain';
import { Button, Card, CardDescription, CardTitle, Checkbox, Link } from '@lumen/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import {
  defineMessages,
  FormattedMessage,
  type IntlShape,
  type MessageDescriptor,
  useIntl,
} from 'react-intl';
import { useNavigate } from 'react-router';
import { AddressFields } from '@/components/form/address-fields';
import { FormCheckbox, FormTextField } from '@/components/form/form-fields';
import { paths } from '@/config/paths';
import { type components, isHttpError } from '@lumen/client';
import { removeToken } from '@/lib/auth/token';
import { messageIdFor } from '@/lib/i18n/translate-message';
import { notify } from '@/lib/toast';
import { clearTopup } from '@/lib/topup-storage';
import { useInitiateCheckout } from '@/features/checkout/api/initiate-checkout';
import { useSaveBillingProfile } from '@/features/checkout/api/save-billing-profile';
import type { CheckoutValues, KnownDetails } from '@/features/checkout/known-details';
import { saveTypedDetails, type TypedDetails } from '@/features/checkout/typed-details';
import * as styles from './checkout.css';

type Quote = components['schemas']['Quote'];

/** The quote checkout pays with, and whether it replaced one that had lapsed. */
export interface CheckoutQuote {
  readonly quote: Quote;
  readonly renewed: boolean;
}

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

/** Our wording of the server's initiation failures, by error code. */
const failureMessages = defineMessages({
  payment_failed: { id: 'checkout.providerFailed' },
  not_found: { id: 'checkout.quoteExpired' },
  service_unavailable: { id: 'checkout.unavailable' },
  generic: { id: 'checkout.paymentErrorDescription' },
});

/**
 * Why initiation failed, in the user's language: our own failures by their code (a schema's
 * message through its validation id), else the generic 'There was an issue processing your
 * payment'. The server's own (English) message is shown on an English page only.
 */
function describeFailure(intl: IntlShape, error: unknown): string {
  if (!isHttpError(error)) return intl.formatMessage(failureMessages.generic);
  const code = error.code;
  if (code === 'payment_failed' || code === 'not_found' || code === 'service_unavailable') {
    return intl.formatMessage(failureMessages[code]);
  }
  const message = error.serverMessage;
  const id = code === 'validation_error' && message ? messageIdFor(message) : undefined;
  if (id) {
    // A schema message's id, found at run time: passed as a descriptor, not written here.
    const schemaMessage: MessageDescriptor = { id };
    return intl.formatMessage(schemaMessage);
  }
  // SPEC §8 reads the server's message; it is English, so only an English page shows it.
  if (message && code !== 'internal_error' && intl.locale.startsWith('en')) return message;
  return intl.formatMessage(failureMessages.generic);
}

interface CheckoutFormProps {
  quote: Quote;
  known: KnownDetails | undefined;
  /** What the user typed before going to pay this order (back after a cancelled payment). */
  typed?: TypedDetails;
  /** The server no longer knows the quote (it lapsed): the screen fetches a payable one. */
  onQuoteExpired: () => void;
}

/** The billing form, the order summary and Go to Payment; the Payment Error view after a failure. */
export function CheckoutForm({ quote, known, typed, onQuoteExpired }: CheckoutFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const initiate = useInitiateCheckout();
  const [failure, setFailure] = useState<string | null>(null);
  // Off unless asked: the details are kept for next time only when the user says so.
  const [saveDetails, setSaveDetails] = useState(false);
  const saveProfile = useSaveBillingProfile();
  // The account's details fill the form as they arrive; a field the user has typed in stays theirs,
  // and what they typed before a cancelled payment comes before what the account knows.
  const values = useMemo(() => ({ ...empty, ...known, ...typed }), [known, typed]);
  const { control, handleSubmit, formState } = useForm<CheckoutValues, unknown, CheckoutDetails>({
    resolver: zodResolver(checkoutDetailsSchema) as unknown as Resolver<
      CheckoutValues,
      unknown,
      CheckoutDetails
    >,
    // SPEC §2: validation runs on every change.
    mode: 'onChange',
    defaultValues: { ...empty, ...typed },
    values,
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = handleSubmit(async (billingInfo) => {
    try {
      const result = await initiate.mutateAsync({ quoteId: quote.id, billingInfo });
      if (!result.success || !result.paymentUrl) throw new Error(result.message);
      notify.success(
        intl.formatMessage({ id: 'checkout.initiated' }),
        intl.formatMessage({ id: 'checkout.initiatedDescription' }),
      );
      clearTopup();
      if (saveDetails) {
        // Once the order is placed; a profile that cannot be saved never holds up the payment.
        await saveProfile.mutateAsync(billingInfo).catch((error: unknown) => {
          console.error('Saving the billing profile failed', error);
        });
      }
      // Back from the payment page without paying, the form starts from what was typed.
      saveTypedDetails(result.orderId, billingInfo);
      // The browser's Back from the payment page returns to the checkout holding this order.
      navigate(`${paths.checkout}?${new URLSearchParams({ orderId: result.orderId })}`, {
        replace: true,
      });
      paymentRedirect.go(result.paymentUrl);
    } catch (error) {
      if (isHttpError(error, 401)) {
        // Signed out meanwhile: the screen goes to sign-in and comes back here.
        removeToken();
        return;
      }
      console.error('Payment initiation failed', error);
      if (isHttpError(error, 404)) onQuoteExpired();
      const description = describeFailure(intl, error);
      notify.error(intl.formatMessage({ id: 'checkout.initiationFailed' }), description);
      setFailure(description);
    }
  });

  if (failure !== null) {
    return (
      <Card className={styles.centered} role="alert">
        <CardTitle level={2}>
          <FormattedMessage id="checkout.paymentError" />
        </CardTitle>
        <CardDescription>{failure}</CardDescription>
        <Button
          onPress={() => {
            initiate.reset();
            setFailure(null);
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
            <AddressFields
              control={control}
              names={{ state: 'state', postalCode: 'zipCode' }}
              wording="checkout"
              addressClassName={styles.wide}
            />
            <Checkbox className={styles.wide} isSelected={saveDetails} onChange={setSaveDetails}>
              <FormattedMessage id="checkout.saveDetails" />
            </Checkbox>
          </div>
        </Card>
      </div>
      <div className={styles.sticky}>
        <OrderSummary quote={quote} />
        {/* The documents open in a new tab: the form keeps what was typed. */}
        <FormCheckbox control={control} name="agreeToTerms">
          <FormattedMessage
            id="checkout.consent"
            values={{
              privacy: (chunks: ReactNode) => (
                <Link href={paths.privacy} target="_blank">
                  {chunks}
                </Link>
              ),
              terms: (chunks: ReactNode) => (
                <Link href={paths.terms} target="_blank">
                  {chunks}
                </Link>
              ),
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

function OrderSummary({ quote }: { quote: Quote }) {
  const intl = useIntl();
  return (
    <Card as="section" aria-labelledby="summary-title">
      <CardTitle id="summary-title" level={2}>
        <FormattedMessage id="checkout.summary" />
      </CardTitle>
      <dl className={styles.summary}>
        <dt>
          <FormattedMessage id="checkout.credits" />
        </dt>
        <dd className={styles.value}>{intl.formatNumber(quote.credits)}</dd>
        <dt>
          <FormattedMessage id="checkout.discount" />
        </dt>
        <dd className={styles.value}>
          {intl.formatNumber(quote.discountPercentage / 100, { style: 'percent' })}
        </dd>
        <dt className={styles.total}>
          <FormattedMessage id="checkout.total" />
        </dt>
        <dd className={`${styles.value} ${styles.total}`}>
          {intl.formatNumber(Number(quote.convertedAmount), {
            style: 'currency',
            // '25,50 £' in Spanish, not '25,50 GBP' (the language's own symbol for the currency).
            currencyDisplay: 'narrowSymbol',
            currency: quote.currency,
          })}
        </dd>
      </dl>
      <CardDescription>
        <FormattedMessage id="checkout.secure" />
      </CardDescription>
    </Card>
  );
}
