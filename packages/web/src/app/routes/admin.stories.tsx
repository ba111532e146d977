import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import {
  adminFailuresFixture,
  adminFailuresToRefundFixture,
  adminUserFixture,
} from '@/testing/admin-fixtures';
import { appStoryMeta } from '@/testing/story-providers';
import { Component } from './admin';

const meta = {
  title: 'Screens/Admin',
  component: Component,
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    app: { route: '/admin', signedIn: true },
    msw: {
      handlers: [
        http.get('/api/admin/failures', () => HttpResponse.json(adminFailuresFixture)),
        http.get('/api/admin/users', () => HttpResponse.json(adminUserFixture())),
      ],
    },
  },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An operator: the search, and the last day's failures (none). */
export const Operator: Story = {};

/** A payment taken for a closed account, listed to refund, beside a plain failed one. */
export const PaymentToRefund: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/admin/failures', () => HttpResponse.json(adminFailuresToRefundFixture)),
        http.get('/api/admin/users', () => HttpResponse.json(adminUserFixture())),
      ],
    },
  },
};

/** A signed-in account without the admin role: told it is not authorised. */
export const NotAuthorised: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/admin/failures', () =>
          HttpResponse.json(
            { error: 'forbidden', message: 'Only an operator may do this' },
            { status: 403 },
          ),
        ),
      ],
    },
  },
};
