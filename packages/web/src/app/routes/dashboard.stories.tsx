import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountHistory, emptyAccount } from '@/testing/fixtures';
import { mockBackend } from '@/testing/mock-backend';
import { appStoryMeta } from '@/testing/story-providers';
import { Component } from './dashboard';

const app = { route: '/dashboard', signedIn: true };

const meta = {
  title: 'Screens/Dashboard',
  component: Component,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app, msw: { handlers: mockBackend(accountHistory) } },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Balance tab with a transaction history and creations. */
export const Balance: Story = {};

/** A new account: no credits, no transactions, no creations, no billing profile. */
export const Empty: Story = {
  parameters: { msw: { handlers: mockBackend(emptyAccount) } },
};

/** A new account in its free trial: the balance says how many are trial credits, and until when. */
export const Trial: Story = {
  parameters: {
    msw: {
      handlers: mockBackend({
        ...emptyAccount,
        balance: 20,
        user: {
          trial_credits: 20,
          trial_expires_at: new Date(Date.now() + 13 * 86_400_000).toISOString(),
        },
      }),
    },
  },
};

/** The profile query never answers. */
export const Loading: Story = {
  parameters: { msw: { handlers: mockBackend({ profile: 'loading' }) } },
};

/** The profile query fails (500): the error state with Retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: mockBackend({ profile: 'error' }) } },
};

/** Less than one standard image's worth of credits: the low-balance banner with Top up. */
export const LowBalance: Story = {
  parameters: {
    msw: { handlers: mockBackend({ ...accountHistory, balance: 3 }) },
  },
};
