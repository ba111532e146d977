import type { ReactNode } from 'react';
import type { components } from '../../../lib/api/schema.gen';

export type PreviewProfile = components['schemas']['Profile'];
export type PreviewTransaction = components['schemas']['Transaction'];
export type PreviewGeneration = components['schemas']['Generation'];

/** The account data every variant reads: the same queries as /dashboard, passed in by the route. */
export interface PreviewData {
  profile: PreviewProfile;
  transactions: PreviewTransaction[] | undefined;
  generations: PreviewGeneration[] | undefined;
}

/** /dashboard's own pieces, composed in by the route (features do not import each other). */
export interface PreviewSlots {
  statusBadge: (status: string, kind: 'transaction' | 'generation') => ReactNode;
  balanceTab: ReactNode;
  profileTab: ReactNode;
  creationsTab: ReactNode;
  settingsTab: ReactNode;
}

export interface VariantProps {
  data: PreviewData;
  slots: PreviewSlots;
  onTopUp: () => void;
}
