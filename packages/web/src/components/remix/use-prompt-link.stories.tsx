import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { UsePromptLink } from './use-prompt-link';

const meta = {
  title: 'Generators/Use this prompt',
  component: UsePromptLink,
  ...appStoryMeta,
  args: {
    generator: '/image-generator',
    prompt: 'A fox in a snowy forest',
    settings: { prompt: 'A fox in a snowy forest', size: '1024x1024', style: 'artistic' },
  },
  parameters: { ...appStoryMeta.parameters, app: { route: '/gallery', path: '/gallery' } },
} satisfies Meta<typeof UsePromptLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link to the image generator that carries the item's prompt and settings. */
export const Image: Story = {
  play: async ({ canvasElement, globals }) => {
    const link = await within(canvasElement).findByRole('link', {
      name: new RegExp(storyMessage(globals, 'remix.link').split(' ')[0] ?? ''),
    });
    await expect(link.getAttribute('href')).toMatch(/^\/image-generator\?remix=/);
  },
};
