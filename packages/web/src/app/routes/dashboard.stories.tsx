import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { meFixture } from '@/testing/fixtures';
import { dashboardHandlers, trialHandlers } from '@/testing/story-handlers';
import { appStoryMeta } from '@/testing/story-providers';
import { Component } from './dashboard';

const app = { route: '/dashboard', signedIn: true };

const meta = {
  title: 'Screens/Dashboard',
  component: Component,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app, msw: { handlers: dashboardHandlers('data') } },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Balance tab with a transaction history and creations. */
export const Balance: Story = {};

/** A new account: no credits, no transactions, no creations, no billing profile. */
export const Empty: Story = {
  parameters: { msw: { handlers: dashboardHandlers('empty') } },
};

/** A new account in its free trial: the balance says how many are trial credits, and until when. */
export const Trial: Story = {
  parameters: { msw: { handlers: trialHandlers() } },
};

/** The profile query never answers. */
export const Loading: Story = {
  parameters: { msw: { handlers: dashboardHandlers('loading') } },
};

/** The profile query fails (500): the error state with Retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: dashboardHandlers('error') } },
};

/** Less than one standard image's worth of credits: the low-balance banner with Top up. */
export const LowBalance: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/auth/me', () => HttpResponse.json(meFixture(3))),
        ...dashboardHandlers('data'),
      ],
    },
  },
};
