import { useState } from 'react';
import { PageTitle } from '@/components/page-title';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';
import { TopUpDialogOnDemand } from '@/components/top-up-dialog-on-demand';

export function Component() {
  const [topUpOpen, setTopUpOpen] = useState(false);
  return (
    <>
      <PageTitle id="page.dashboard" />
      <DashboardScreen onTopUp={() => setTopUpOpen(true)} />
      <TopUpDialogOnDemand isOpen={topUpOpen} onOpenChange={setTopUpOpen} />
    </>
  );
}
