import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { generationFixture } from '@/testing/fixtures';
import { appStoryMeta } from '@/testing/story-providers';
import { CreationMedia } from './creation-media';

const app = { route: '/story/creation-media' };

const meta = {
  title: 'Dashboard/Creation media',
  component: CreationMedia,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app },
  args: {
    generation: generationFixture(1, {
      id: 'voice-1',
      generation_type: 'voice',
      prompt: 'Welcome to the spring collection',
      result_url: '/media/story/0123456789abcdef0123456789abcdef.wav',
    }),
  },
} satisfies Meta<typeof CreationMedia>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A completed speech: its player, named by the text, and Download WAV. */
export const Speech: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: /WAV/ });
    await expect(link).toHaveAttribute('download', 'lumen-voice-voice-1.wav');
  },
};

/** A completed clip: its video player and Download MP4. */
export const Clip: Story = {
  args: {
    generation: generationFixture(1, {
      id: 'video-1',
      generation_type: 'video',
      prompt: 'A lighthouse at dusk',
      result_url: '/media/story/0123456789abcdef0123456789abcdef.mp4',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: /MP4/ });
    await expect(link).toHaveAttribute('download', 'lumen-video-video-1.mp4');
  },
};

/** A failed generation has nothing to play: nothing is shown. */
export const Failed: Story = {
  args: {
    generation: generationFixture(2, {
      generation_type: 'voice',
      status: 'failed',
      prompt: 'Refunded speech',
    }),
  },
};
