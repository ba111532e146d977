import type { ReactNode } from 'react';
import type { components } from '@lumen/client';

export type PreviewProfile = components['schemas']['Profile'];
export type PreviewTransaction = components['schemas']['Transaction'];
export type PreviewGeneration = components['schemas']['Generation'];
export type PreviewStats = components['schemas']['AccountStats'];

/** The account data every variant reads: the same queries as /dashboard, passed in by the route. */
export interface PreviewData {
  profile: PreviewProfile;
  transactions: PreviewTransaction[] | undefined;
  generations: PreviewGeneration[] | undefined;
  /** The figures the server counts over every row; the lists above hold the latest only. */
  stats: PreviewStats | undefined;
}

/** How V5 asks for /dashboard's balance tab: rows with the short order id. */
export interface PreviewBalanceOptions {
  orderId: 'short';
}

/** How V5 asks for /dashboard's creations tab: its demo rows first, coloured type icons. */
export interface PreviewCreationsOptions {
  leading: readonly PreviewGeneration[];
  typeIcon: (type: string) => ReactNode;
}

/** /dashboard's own tabs and badge, given by the route with the previews' billing wording. */
export interface PreviewSlots {
  statusBadge: (status: string, kind: 'transaction' | 'generation') => ReactNode;
  balanceTab: (options?: PreviewBalanceOptions) => ReactNode;
  profileTab: ReactNode;
  creationsTab: (options?: PreviewCreationsOptions) => ReactNode;
  settingsTab: ReactNode;
}

export interface VariantProps {
  data: PreviewData;
  slots: PreviewSlots;
  onTopUp: () => void;
}
