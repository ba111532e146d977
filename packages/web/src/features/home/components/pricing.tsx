import {
  type Currency,
  DISCOUNT_TIERS,
  MAX_TOPUP_CREDITS,
  MIN_TOPUP_CREDITS,
  priceCredits,
} from '@lumen/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCurrency } from '@/lib/currency';
import * as styles from './home.css';

export interface PriceRow {
  /** The first and last number of credits bought at once that this row's discount applies to. */
  readonly min: number;
  readonly max: number;
  readonly percent: number;
  /** What `min` credits cost in `currency`, in cents (the domain's own computation). */
  readonly exampleCents: number;
}

/**
 * The price list, from the domain's rules (the credit price, the discount tiers, the default
 * rates): a row per tier, from the smallest purchase to the largest, each with what its first
 * amount of credits costs.
 */
export function priceRows(currency: Currency): PriceRow[] {
  const ascending = [...DISCOUNT_TIERS].sort((a, b) => a.minCredits - b.minCredits);
  const starts =
    ascending[0]?.minCredits === MIN_TOPUP_CREDITS
      ? ascending
      : [{ minCredits: MIN_TOPUP_CREDITS, percent: 0 }, ...ascending];
  return starts.map((tier, index) => {
    const price = priceCredits({ credits: tier.minCredits, currency });
    if (!price.ok) throw new Error(`No price for ${tier.minCredits} credits in ${currency}`);
    const next = starts[index + 1];
    return {
      min: tier.minCredits,
      max: next ? next.minCredits - 1 : MAX_TOPUP_CREDITS,
      percent: tier.percent,
      exampleCents: price.value.convertedCents,
    };
  });
}

/**
 * What credits cost, in the currency chosen in the header. On the server (and while the page
 * hydrates) that is the default currency, the one the page was drawn with; the stored choice
 * follows right after, as in the header's select.
 */
export function Pricing() {
  const intl = useIntl();
  const [currency] = useCurrency();
  const money = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency });
  const rows = priceRows(currency);
  const unit = rows[0];
  return (
    <section className={styles.section} id="pricing" aria-labelledby="pricing-title">
      <header className={styles.sectionHeader}>
        <h2 id="pricing-title" className={styles.sectionTitle}>
          <FormattedMessage id="home.pricing.title" />
        </h2>
        <p className={styles.sectionSubtitle}>
          <FormattedMessage
            id="home.pricing.subtitle"
            values={{ price: unit && unit.min === 1 ? money(unit.exampleCents) : '' }}
          />
        </p>
      </header>
      <div className={styles.pricing}>
        <table className={styles.pricingTable}>
          <caption className={styles.pricingCaption}>
            <FormattedMessage id="home.pricing.caption" values={{ currency }} />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="home.pricing.credits" />
              </th>
              <th scope="col">
                <FormattedMessage id="home.pricing.discount" />
              </th>
              <th scope="col">
                <FormattedMessage id="home.pricing.example" />
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.min}>
                <th scope="row">
                  <FormattedMessage
                    id="home.pricing.range"
                    values={{ min: row.min, max: row.max }}
                  />
                </th>
                <td>
                  {row.percent === 0 ? (
                    <FormattedMessage id="home.pricing.noDiscount" />
                  ) : (
                    intl.formatNumber(row.percent / 100, { style: 'percent' })
                  )}
                </td>
                <td>
                  <FormattedMessage
                    id="home.pricing.examplePrice"
                    values={{ credits: row.min, price: money(row.exampleCents) }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.pricingNote}>
          <FormattedMessage id="home.pricing.note" />
        </p>
      </div>
    </section>
  );
}
