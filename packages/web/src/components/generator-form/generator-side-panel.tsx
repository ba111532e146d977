import { Card } from '@lumen/ui';
import type { ReactNode } from 'react';
import { CostSummary } from '@/components/cost-summary/cost-summary';
import * as styles from '@/components/layout/generator-layout.css';
import { GenerateAction, type GenerateActionProps } from './generator-form';

export interface GeneratorSidePanelProps extends GenerateActionProps {
  /** Credits this generation will cost (the domain's cost rule, as the server debits). */
  cost: number;
  /** Credits the user has now; undefined while unknown. */
  balance: number | undefined;
  /** Prefix of the cost lines' test ids (`image` → `image-cost`, `image-balance-after`). */
  testIdPrefix: string;
  /**
   * The note shown when a signed-in user has fewer credits than the cost, given how many are
   * missing; without it no note is shown.
   */
  notEnough?: (missing: number) => ReactNode;
}

/**
 * The generators' side card: what the generation costs, the balance after it, a note when the
 * balance falls short, and the generate button (a sign-in link when signed out).
 */
export function GeneratorSidePanel({
  cost,
  balance,
  testIdPrefix,
  notEnough,
  ...action
}: GeneratorSidePanelProps) {
  const { signedIn } = action;
  return (
    <Card className={styles.form}>
      <CostSummary
        cost={cost}
        balance={signedIn ? balance : undefined}
        testIdPrefix={testIdPrefix}
      />
      {notEnough && signedIn && balance !== undefined && balance < cost ? (
        <p className={styles.muted}>{notEnough(cost - balance)}</p>
      ) : null}
      <GenerateAction {...action} />
    </Card>
  );
}
