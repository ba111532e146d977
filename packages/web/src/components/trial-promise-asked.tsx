import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { usePublicConfig } from '@/lib/public-config';
import { Promised } from './trial-promised';

/** The promise with the numbers GET /api/config answers (the page did not carry them). */
export function AskedTrialPromise({
  message,
  reserved,
}: {
  message: MessageDescriptor;
  reserved: ReactNode;
}) {
  const config = usePublicConfig();
  if (config.isPending) return reserved;
  if (!config.data) return null;
  return <Promised message={message} config={config.data} />;
}
