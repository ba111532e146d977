import { generationStatusClass, transactionStatusClass } from '@lumen/domain';
import { Badge } from '@lumen/ui';
import { useIntl } from 'react-intl';

const known = new Set(['pending', 'completed', 'success', 'failed', 'cancelled', 'expired']);

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
  return (
    <Badge variant={variant}>
      {known.has(status) ? intl.formatMessage({ id: `status.${status}` }) : status}
    </Badge>
  );
}
