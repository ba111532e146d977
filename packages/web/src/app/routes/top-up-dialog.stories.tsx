import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';
import { TopUpDialog } from '@/features/top-up/components/top-up-dialog';
import { accountHistory } from '@/testing/fixtures';
import { mockBackend } from '@/testing/mock-backend';
import { appStoryMeta } from '@/testing/story-providers';

/** The top-up dialog open over /dashboard, with live quotes from the mocked API. */
function TopUpOverDashboard({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  return (
    <>
      <DashboardScreen onTopUp={() => {}} />
      <TopUpDialog isOpen onOpenChange={onOpenChange} />
    </>
  );
}

const meta = {
  title: 'Screens/Top-up dialog',
  component: TopUpOverDashboard,
  ...appStoryMeta,
  args: { onOpenChange: fn() },
  parameters: {
    ...appStoryMeta.parameters,
    app: { route: '/dashboard', signedIn: true },
    msw: { handlers: mockBackend(accountHistory) },
  },
} satisfies Meta<typeof TopUpOverDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
