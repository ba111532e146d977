import { useState } from 'react';
import { useLocation } from 'react-router';
import { defineMessages } from 'react-intl';
import { PageTitle } from '@/components/page-title';
import { useAccountStats } from '@/features/dashboard/api/get-account-stats';
import { useGenerations } from '@/features/dashboard/api/get-generations';
import { useProfile } from '@/features/dashboard/api/get-profile';
import { useTransactions } from '@/features/dashboard/api/get-transactions';
import { BalanceTab } from '@/features/dashboard/components/balance-tab';
import { CreationsTab } from '@/features/dashboard/components/creations-tab';
import type { BillingCardProps } from '@/features/dashboard/components/billing-card';
import { ProfileTab } from '@/features/dashboard/components/profile-tab';
import { SettingsTab } from '@/features/dashboard/components/settings-tab';
import { StatusBadge } from '@/features/dashboard/components/status-badge';
import { PreviewDashboardScreen } from '@/features/dashboard/components/preview/preview-dashboard-screen';
import { TopUpDialog } from '@/features/top-up/components/top-up-dialog';
import { useAuthToken } from '@/lib/auth/token';

/**
 * /preview/dashboard-v1…v5: the dashboard feature's preview layouts over /dashboard's own queries
 * and tabs, with the top-up feature's dialog (the app layer is where features meet).
 */
export function Component() {
  const { pathname } = useLocation();
  const variant = Number(/dashboard-v(\d)/.exec(pathname)?.[1] ?? 1);
  const token = useAuthToken();
  const [topUpOpen, setTopUpOpen] = useState(false);
  const openTopUp = () => setTopUpOpen(true);
  return (
    <>
      <PageTitle id="page.dashboard" />
      {token ? (
        <SignedInPreview variant={variant} onTopUp={openTopUp} />
      ) : (
        <PreviewDashboardScreen variant={variant} onTopUp={openTopUp} />
      )}
      {/* SPEC §2: on the previews, continuing only closes the dialog. */}
      <TopUpDialog
        isOpen={topUpOpen}
        onOpenChange={setTopUpOpen}
        onContinue={() => setTopUpOpen(false)}
      />
    </>
  );
}

/** SPEC §8: the preview variants word the billing toasts their own way and create as default. */
const previewBilling: BillingCardProps = {
  isDefault: 1,
  messages: defineMessages({
    added: { id: 'billing.preview.added' },
    addedDescription: { id: 'billing.preview.addedDescription' },
    createFailedTitle: { id: 'common.error' },
    createFailed: { id: 'billing.preview.createFailed' },
    deleted: { id: 'billing.preview.deleted' },
    deletedDescription: { id: 'billing.preview.deletedDescription' },
    // SPEC §8 names no handler here; the profile page's wording stands.
    deleteFailed: { id: 'billing.deleteFailed' },
  }),
};

/** The account queries run only with a token, as on /dashboard. */
function SignedInPreview({ variant, onTopUp }: { variant: number; onTopUp: () => void }) {
  const profile = useProfile();
  const transactions = useTransactions();
  const generations = useGenerations();
  const stats = useAccountStats();
  return (
    <PreviewDashboardScreen
      variant={variant}
      onTopUp={onTopUp}
      account={{
        profile,
        transactions,
        generations,
        stats,
        slots: {
          statusBadge: (status, kind) => <StatusBadge status={status} kind={kind} />,
          balanceTab: (options) => <BalanceTab {...options} />,
          profileTab: profile.data ? (
            <ProfileTab profile={profile.data} billing={previewBilling} />
          ) : null,
          creationsTab: (options) => <CreationsTab {...options} />,
          settingsTab: <SettingsTab />,
        },
      }}
    />
  );
}
