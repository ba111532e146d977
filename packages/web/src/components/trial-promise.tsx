import { Skeleton } from '@lumen/ui';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { usePublicConfig } from '@/lib/public-config';

/**
 * A public page's promise about the free trial, worded with the server's configured numbers
 * (`credits`, `days`; credits 0 means no trial), so the hero, the FAQ and sign-up say what a new
 * account really gets. A placeholder while the numbers load; nothing if they cannot be had.
 */
export function TrialPromise({ message }: { message: MessageDescriptor }) {
  const config = usePublicConfig();
  if (config.isPending) return <Skeleton width="12ch" />;
  if (!config.data) return null;
  return (
    <FormattedMessage
      {...message}
      values={{ credits: config.data.trialCredits, days: config.data.trialDays }}
    />
  );
}
