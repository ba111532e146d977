import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appStoryMeta } from '@/testing/story-providers';
import { CreationCost } from './creation-cost';

const app = { route: '/story/creation-cost' };

const meta = {
  title: 'Dashboard/Creation cost',
  component: CreationCost,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app },
  args: { status: 'completed', credits: 4 },
} satisfies Meta<typeof CreationCost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A completed generation: what it cost. */
export const Spent: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('4 credits')).toBeVisible();
  },
};

/** A failed one: its credits came back. */
export const Refunded: Story = {
  args: { status: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('4 credits refunded')).toBeVisible();
  },
};
