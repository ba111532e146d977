import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appStoryMeta } from '@/testing/story-providers';
import { TransactionCredits } from './transaction-credits';

const app = { route: '/story/transaction-credits' };

const meta = {
  title: 'Dashboard/Transaction credits',
  component: TransactionCredits,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app },
  args: { status: 'completed', credits: 300 },
} satisfies Meta<typeof TransactionCredits>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paid top-up: its credits were added. */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('+300')).toBeVisible();
  },
};

/** Not paid yet: the credits come with the payment. */
export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('+300 when paid')).toBeVisible();
  },
};

/** Cancelled, failed or expired: nothing was added. */
export const NotAdded: Story = {
  args: { status: 'cancelled' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('300 credits not added')).toBeVisible();
  },
};
