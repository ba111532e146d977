import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { LibraryUsageCard } from './library-usage';

const app = { route: '/story/library-usage' };
const MB = 1024 * 1024;

const meta = {
  title: 'Dashboard/Saved library usage',
  component: LibraryUsageCard,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app },
  args: { usage: { items: 42, items_max: 10_000, bytes: 183_204, bytes_max: 100 * MB } },
} satisfies Meta<typeof LibraryUsageCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A library well within its quota: two labelled bars, each saying used of allowed. */
export const WithinQuota: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const items = await canvas.findByRole('progressbar', {
      name: storyMessage(globals, 'libraryUsage.items'),
    });
    await expect(items).toHaveAttribute('aria-valuenow', '42');
    await expect(items).toHaveAttribute('aria-valuemax', '10000');
    await expect(
      canvas.getByRole('progressbar', { name: storyMessage(globals, 'libraryUsage.bytes') }),
    ).toHaveAttribute('aria-valuenow', String(183_204));
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Full: the bars are at their end and the card says what to do. */
export const Full: Story = {
  args: { usage: { items: 10_000, items_max: 10_000, bytes: 60 * MB, bytes_max: 100 * MB } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(storyMessage(globals, 'libraryUsage.full'))).toBeVisible();
  },
};

/** While the figures load. */
export const Loading: Story = { args: { usage: undefined } };
