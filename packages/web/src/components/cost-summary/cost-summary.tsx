import { CardTitle } from '@lumen/ui';
import { FormattedMessage } from 'react-intl';
import * as styles from './cost-summary.css';

interface CostSummaryProps {
  /** Credits this generation will cost (the domain's cost rule). */
  cost: number;
  /** The signed-in user's balance; the "balance after" (or shortfall) line shows only when known. */
  balance?: number | undefined;
  /** Prefix of the lines' test ids: `${testIdPrefix}-cost`, `${testIdPrefix}-balance-after`. */
  testIdPrefix: string;
}

/**
 * The generators' cost card content: title, cost, and the balance after generation — or, when
 * the balance is short of the cost, the credits missing (never a negative balance).
 */
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
      {balance !== undefined && balance >= cost ? (
        <p className={styles.line}>
          <span>
            <FormattedMessage id="generation.balanceAfter" />
          </span>
          <span className={styles.value} data-testid={`${testIdPrefix}-balance-after`}>
            <FormattedMessage id="generation.credits" values={{ credits: balance - cost }} />
          </span>
        </p>
      ) : null}
      {/* A balance never goes below zero: short of the cost, the line says what is missing. */}
      {balance !== undefined && balance < cost ? (
        <p className={styles.line}>
          <span>
            <FormattedMessage id="generation.shortfall" />
          </span>
          <span className={styles.value} data-testid={`${testIdPrefix}-shortfall`}>
            <FormattedMessage id="generation.credits" values={{ credits: cost - balance }} />
          </span>
        </p>
      ) : null}
    </>
  );
}
