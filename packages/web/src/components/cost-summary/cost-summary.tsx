import { CardTitle } from '@lumen/ui';
import { FormattedMessage } from 'react-intl';
import * as styles from './cost-summary.css';

interface CostSummaryProps {
  /** Credits this generation will cost (the domain's cost rule). */
  cost: number;
  /** The signed-in user's balance; the "balance after" line shows only when it is known. */
  balance?: number | undefined;
  /** Prefix of the lines' test ids: `${testIdPrefix}-cost`, `${testIdPrefix}-balance-after`. */
  testIdPrefix: string;
}

/** The generators' cost card content: title, cost, and the balance after generation. */
export function CostSummary({ cost, balance, testIdPrefix }: CostSummaryProps) {
  return (
    <>
      <CardTitle level={2}>
        <FormattedMessage id="generation.costTitle" />
      </CardTitle>
      <p className={styles.line}>
        <span>
          <FormattedMessage id="generation.cost" />
        </span>
        <span className={styles.value} data-testid={`${testIdPrefix}-cost`}>
          <FormattedMessage id="generation.credits" values={{ credits: cost }} />
        </span>
      </p>
      {balance !== undefined ? (
        <p className={styles.line}>
          <span>
            <FormattedMessage id="generation.balanceAfter" />
          </span>
          <span className={styles.value} data-testid={`${testIdPrefix}-balance-after`}>
            <FormattedMessage id="generation.credits" values={{ credits: balance - cost }} />
          </span>
        </p>
      ) : null}
    </>
  );
}
