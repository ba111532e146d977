import { DEFAULT_IMAGE_SIZE, LOW_BALANCE_THRESHOLD } from '@lumen/domain';
import { Button } from '@lumen/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { generators } from '@/config/generators';
import { paths } from '@/config/paths';
import { useBalance } from '@/lib/auth/get-me';
import { useHydrated } from '@/lib/use-hydrated';
import * as styles from './low-balance-banner.css';
import { TopUpDialogOnDemand } from './top-up-dialog-on-demand';

/**
 * The generators that make no image: there the notice names no image (what it cannot make is in
 * the page's own cost card), only the balance and Top up.
 */
const pagesWithoutImages: readonly string[] = [
  ...generators.filter((generator) => generator.id !== 'image').map((generator) => generator.href),
  paths.textGenerator,
  paths.savedTexts,
];

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
 * top-up dialog) that can be dismissed for the day. It names the image at the default size
 * (1024×1024), whose cost is the threshold; on the text, voice and video generators (and the
 * saved texts) it names no image, only the balance.
 */
export function LowBalanceBanner() {
  const hydrated = useHydrated();
  const { balance } = useBalance();
  const [dismissed, setDismissed] = useState(dismissedToday);
  const [topUpOpen, setTopUpOpen] = useState(false);
  const { pathname } = useLocation();
  if (!hydrated || balance === undefined || balance >= LOW_BALANCE_THRESHOLD) return null;
  if (dismissed && !topUpOpen) return null;
  return (
    <>
      {dismissed ? null : (
        <LowBalanceNotice
          balance={balance}
          aboutImages={!pagesWithoutImages.includes(pathname)}
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
      <TopUpDialogOnDemand isOpen={topUpOpen} onOpenChange={setTopUpOpen} />
    </>
  );
}

export interface LowBalanceNoticeProps {
  balance: number;
  /** Names what the balance cannot buy: one image at the default size (else the balance only). */
  aboutImages?: boolean;
  onTopUp: () => void;
  onDismiss: () => void;
}

/** The banner itself: a labelled region, its message, "Top up" and a dismiss button. */
export function LowBalanceNotice({
  balance,
  aboutImages = true,
  onTopUp,
  onDismiss,
}: LowBalanceNoticeProps) {
  const intl = useIntl();
  return (
    <section
      className={`${styles.banner} ${styles.docked}`}
      aria-label={intl.formatMessage({ id: 'lowBalance.label' })}
      data-testid="low-balance-banner"
    >
      <p className={styles.message} role="status">
        {aboutImages ? (
          <FormattedMessage
            id="lowBalance.message"
            values={{
              balance,
              cost: LOW_BALANCE_THRESHOLD,
              size: DEFAULT_IMAGE_SIZE.replace('x', '×'),
            }}
          />
        ) : (
          <FormattedMessage id="lowBalance.messageGeneric" values={{ balance }} />
        )}
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
