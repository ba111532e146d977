import { SidebarTabsLayout } from './sidebar-tabs-layout';
import type { VariantProps } from './types';

/** V4: sidebar with the account; /dashboard's Balance, Profile, Creations and Settings tabs. */
export function PreviewV4({ data, slots, onTopUp }: VariantProps) {
  return (
    <SidebarTabsLayout
      data={data}
      slots={slots}
      onTopUp={onTopUp}
      balance={slots.balanceTab()}
      creations={slots.creationsTab()}
    />
  );
}
