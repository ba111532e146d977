import { FormattedMessage } from 'react-intl';
import { useBalance } from '@/lib/auth/get-me';

/**
 * The signed-in user's balance as "N credits", read from the one balance entry (so it moves with
 * the header and the generators); '…' while it loads, 0 when missing.
 */
export function BalanceCredits() {
  const { balance, isPending } = useBalance();
  if (isPending) return '…';
  return <FormattedMessage id="balance.credits" values={{ credits: balance ?? 0 }} />;
}
