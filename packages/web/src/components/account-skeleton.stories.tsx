import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { AccountSkeleton } from './account-skeleton';
import * as account from './layout/account.css';

function InPageColumn() {
  return (
    <div className={account.page}>
      <AccountSkeleton />
    </div>
  );
}

const meta = {
  title: 'Components/AccountSkeleton',
  component: InPageColumn,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app: { route: '/story/account-skeleton' } },
} satisfies Meta<typeof InPageColumn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard's shape while it loads; assistive technology hears only that it is loading. */
export const Loading: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyMessage(globals, 'app.loading'),
    );
  },
};
