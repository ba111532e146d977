import { lazy, Suspense, useState } from 'react';
import type { TopUpDialogProps } from '@/features/top-up/components/top-up-dialog';

const TopUpDialog = lazy(() =>
  import('@/features/top-up/components/top-up-dialog').then((m) => ({ default: m.TopUpDialog })),
);

/**
 * The top-up dialog, fetched when it is first opened: its quote form and the billing address
 * fields (~25 KB gzip) are not part of a page until the visitor asks to top up. Once opened it
 * stays mounted, so closing plays as before.
 */
export function TopUpDialogOnDemand(props: TopUpDialogProps) {
  const [wanted, setWanted] = useState(props.isOpen);
  if (props.isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <TopUpDialog {...props} />
    </Suspense>
  );
}
