import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { accountSections, SectionTabs } from '@/components/section-tabs/section-tabs';
import * as styles from './preview.css';
import type { VariantProps } from './types';

import { AccountCard } from './account-card';

/** V4 and V5: sidebar with the account; Balance, Profile, Creations and Settings tabs. */
export function SidebarTabsLayout({
  data,
  slots,
  onTopUp,
  balance,
  creations,
}: VariantProps & { balance: ReactNode; creations: ReactNode }) {
  const intl = useIntl();
  const { profile } = data;
  return (
    <div className={styles.sidebarLayout}>
      <AccountCard profile={profile} since="badge" onTopUp={onTopUp} inSidebar />
      <SectionTabs
        label={intl.formatMessage({ id: 'previewDashboards.tabs' })}
        sections={accountSections({
          balance,
          profile: slots.profileTab,
          creations,
          settings: slots.settingsTab,
        })}
      />
    </div>
  );
}
