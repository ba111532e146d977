import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { TextStreamView } from './text-stream-view';

const meta = {
  title: 'Text generator/Text being written',
  component: TextStreamView,
  ...appStoryMeta,
  args: {
    texts: ['Spring is here: discover our new collection of light'],
    canStop: true,
    onStop: fn(),
  },
} satisfies Meta<typeof TextStreamView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One text, part-way: Stop keeps what is written. */
export const OneVariant: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: storyMessage(globals, 'textGenerator.stream.stop'),
      }),
    );
    await expect(args.onStop).toHaveBeenCalledOnce();
  },
};

/** Several variants written side by side. */
export const SideBySide: Story = {
  args: {
    texts: [
      'Spring is here: discover our new',
      'Our spring collection has arrived. Come',
      'Fresh colours, light fabrics: the spring',
    ],
  },
};

/** Sent, not yet charged: nothing to keep, so Stop waits. */
export const Starting: Story = { args: { texts: [], canStop: false } };
