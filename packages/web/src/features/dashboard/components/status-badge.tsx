import { generationStatusClass, transactionStatusClass } from '@lumen/domain';
import { Badge } from '@lumen/ui';
import { useIntl } from 'react-intl';
import { formatKnown, statusMessages } from '@/lib/i18n/domain-messages';

/** SPEC §4 status display: completed/success, pending, failed/cancelled, anything else neutral. */
export function StatusBadge({
  status,
  kind,
}: {
  status: string;
  kind: 'transaction' | 'generation';
}) {
  const intl = useIntl();
  const variant =
    kind === 'transaction' ? transactionStatusClass(status) : generationStatusClass(status);
  return <Badge variant={variant}>{formatKnown(intl, statusMessages, status)}</Badge>;
}
