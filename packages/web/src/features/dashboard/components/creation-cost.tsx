import { FormattedMessage } from 'react-intl';

/**
 * What a creation cost. A failed generation was refunded (the pipeline gives back its debit),
 * so its credits say "refunded" rather than reading as spent.
 */
export function CreationCost({ status, credits }: { status: string; credits: number }) {
  return status === 'failed' ? (
    <FormattedMessage id="creations.costRefunded" values={{ credits }} />
  ) : (
    <FormattedMessage id="creations.cost" values={{ credits }} />
  );
}
