import { creditsSchema } from '@lumen/domain';
import { Button, Modal, Spinner, TextField } from '@lumen/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrency } from '@/lib/currency';
import { useTranslateMessage } from '@/lib/i18n/translate-message';
import { saveTopup } from '@/lib/topup-storage';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { isQuotableCredits, useQuote } from '@/features/top-up/api/create-quote';
import * as styles from './top-up-dialog.css';

/** '150' → 150; '' → null; anything that is not a number → NaN (the schema then says why). */
function parseCredits(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** How long typing must pause before a quote is asked for. */
export const QUOTE_DEBOUNCE_MS = 400;

export interface TopUpDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Preview dashboards only close the dialog; the real one goes to /checkout. */
  onContinue?: () => void;
}

/** SPEC §2 top-up dialog: credits 1–10000, a live quote, then /checkout. */
export function TopUpDialog({ isOpen, onOpenChange, onContinue }: TopUpDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={<FormattedMessage id="topup.title" />}
      description={<FormattedMessage id="topup.description" />}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
    >
      {/* Mounted only while open, so closing resets the amount and the quote. */}
      {({ close }) => <TopUpForm close={close} onContinue={onContinue} />}
    </Modal>
  );
}

function TopUpForm({ close, onContinue }: { close: () => void; onContinue?: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const translate = useTranslateMessage();
  const [currency] = useCurrency();
  const [text, setText] = useState('');
  const [edited, setEdited] = useState(false);
  const credits = parseCredits(text);
  const touched = text !== '';
  const debounced = useDebouncedValue(credits, QUOTE_DEBOUNCE_MS);
  const valid = isQuotableCredits(credits);
  const quoteQuery = useQuote(valid ? debounced : null, currency);
  // A quote counts only when it matches what is typed now (and the fetch did not fail).
  const quote =
    valid && !quoteQuery.isError && quoteQuery.data?.credits === credits
      ? quoteQuery.data
      : undefined;

  const validation = creditsSchema.safeParse(credits ?? Number.NaN);
  // SPEC §5 'Please select credits first': the field was emptied after typing.
  const error = !touched
    ? edited
      ? intl.formatMessage({ id: 'checkout.selectCredits' })
      : undefined
    : !validation.success
      ? (translate(validation.error.issues[0]?.message) ??
        intl.formatMessage({ id: 'validation.topupInvalidAmount' }))
      : undefined;

  const money = (amount: string, code: string) =>
    intl.formatNumber(Number(amount), {
      style: 'currency',
      // '25,50 £' in Spanish, not '25,50 GBP' (the language's own symbol for the currency).
      currencyDisplay: 'narrowSymbol',
      currency: code,
    });

  const submit = () => {
    if (!quote) {
      console.log('No quote available');
      return;
    }
    if (onContinue) {
      onContinue();
      close();
      return;
    }
    saveTopup({
      quoteId: quote.id,
      credits: quote.credits,
      currency,
      totalAmount: quote.convertedAmount,
    });
    close();
    navigate(paths.checkout);
  };

  return (
    <form
      className={styles.body}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {/* A text field (not a spinbutton) so that the quote follows every keystroke. */}
      <TextField
        label={intl.formatMessage({ id: 'topup.credits' })}
        inputMode="numeric"
        value={text}
        onChange={(next) => {
          setText(next);
          setEdited(true);
        }}
        isInvalid={Boolean(error)}
        errorMessage={error}
        validationBehavior="aria"
        autoFocus
      />
      <section aria-live="polite" aria-label={intl.formatMessage({ id: 'topup.quote' })}>
        {quote ? (
          <dl className={styles.quote}>
            <dt>
              <FormattedMessage id="topup.quoteCredits" />
            </dt>
            <dd className={styles.value}>{intl.formatNumber(quote.credits)}</dd>
            <dt>
              <FormattedMessage id="topup.baseAmount" />
            </dt>
            <dd className={styles.value}>{money(quote.baseAmount, quote.currency)}</dd>
            {quote.discountPercentage > 0 ? (
              <>
                <dt className={styles.saving}>
                  <FormattedMessage
                    id="topup.discount"
                    values={{ percent: quote.discountPercentage }}
                  />
                </dt>
                <dd className={`${styles.value} ${styles.saving}`}>
                  −{money(quote.discountAmount, quote.currency)}
                </dd>
              </>
            ) : null}
            <dt className={styles.total}>
              <FormattedMessage id="topup.total" />
            </dt>
            <dd className={`${styles.value} ${styles.total}`}>
              {money(quote.convertedAmount, quote.currency)}
            </dd>
          </dl>
        ) : valid && !quoteQuery.isError ? (
          <div className={styles.quote}>
            <Spinner size="sm" label={intl.formatMessage({ id: 'topup.loadingQuote' })} />
          </div>
        ) : null}
      </section>
      <p className={styles.note}>
        <FormattedMessage id="topup.tierHint" />
      </p>
      <p className={styles.note}>
        <FormattedMessage id="topup.currencyNote" values={{ currency }} />
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={close}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" isDisabled={!valid || !quote}>
          <FormattedMessage id="topup.goToPayment" />
        </Button>
      </div>
    </form>
  );
}
