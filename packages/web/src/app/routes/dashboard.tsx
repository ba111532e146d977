import { useState } from 'react';
import { PageTitle } from '@/components/page-title';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';
import { TopUpDialog } from '@/features/top-up/components/top-up-dialog';

export function Component() {
  const [topUpOpen, setTopUpOpen] = useState(false);
  return (
    <>
      <PageTitle id="page.dashboard" />
      <DashboardScreen onTopUp={() => setTopUpOpen(true)} />
      <TopUpDialog isOpen={topUpOpen} onOpenChange={setTopUpOpen} />
    </>
  );
}
