import { LOW_BALANCE_THRESHOLD } from '@lumen/domain';
import { Button } from '@lumen/ui';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBalance } from '@/lib/auth/get-me';
import { useHydrated } from '@/lib/use-hydrated';
import * as styles from './low-balance-banner.css';

const TopUpDialog = lazy(() =>
  import('@/features/top-up/components/top-up-dialog').then((m) => ({ default: m.TopUpDialog })),
);

/** Dismissed until the end of the day it was dismissed on (the mail also comes once a day). */
export const lowBalanceDismissedKey = 'low_balance_dismissed_on';

const today = () => new Date().toLocaleDateString('en-CA');

function dismissedToday(): boolean {
  try {
    return localStorage.getItem(lowBalanceDismissedKey) === today();
  } catch {
    return false;
  }
}

/**
 * Signed in with less than one default image's worth of credits: a notice with "Top up" (the
 * top-up dialog) that can be dismissed for the day.
 */
export function LowBalanceBanner() {
  const hydrated = useHydrated();
  const { balance } = useBalance();
  const [dismissed, setDismissed] = useState(dismissedToday);
  const [topUpOpen, setTopUpOpen] = useState(false);
  if (!hydrated || balance === undefined || balance >= LOW_BALANCE_THRESHOLD) return null;
  if (dismissed && !topUpOpen) return null;
  return (
    <>
      {dismissed ? null : (
        <LowBalanceNotice
          balance={balance}
          onTopUp={() => setTopUpOpen(true)}
          onDismiss={() => {
            try {
              localStorage.setItem(lowBalanceDismissedKey, today());
            } catch {
              // Storage refused: dismissed for this page only.
            }
            setDismissed(true);
          }}
        />
      )}
      {topUpOpen ? (
        <Suspense fallback={null}>
          <TopUpDialog isOpen={topUpOpen} onOpenChange={setTopUpOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

export interface LowBalanceNoticeProps {
  balance: number;
  onTopUp: () => void;
  onDismiss: () => void;
}

/** The banner itself: a labelled region, its message, "Top up" and a dismiss button. */
export function LowBalanceNotice({ balance, onTopUp, onDismiss }: LowBalanceNoticeProps) {
  const intl = useIntl();
  return (
    <section
      className={styles.banner}
      aria-label={intl.formatMessage({ id: 'lowBalance.label' })}
      data-testid="low-balance-banner"
    >
      <p className={styles.message} role="status">
        <FormattedMessage
          id="lowBalance.message"
          values={{ balance, cost: LOW_BALANCE_THRESHOLD }}
        />
      </p>
      <div className={styles.actions}>
        <Button size="sm" onPress={onTopUp}>
          <FormattedMessage id="lowBalance.topUp" />
        </Button>
        <Button size="sm" variant="ghost" onPress={onDismiss}>
          <FormattedMessage id="lowBalance.dismiss" />
        </Button>
      </div>
    </section>
  );
}
