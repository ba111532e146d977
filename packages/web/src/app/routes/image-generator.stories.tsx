import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { savedImages } from '@/testing/fixtures';
import { mockBackend } from '@/testing/mock-backend';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { Component } from './image-generator';

const meta = {
  title: 'Screens/Image generator',
  component: Component,
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    app: { route: '/image-generator', signedIn: true },
    msw: { handlers: mockBackend({ images: savedImages(30) }) },
  },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Sign in to generate' instead of Generate. */
export const SignedOut: Story = {
  parameters: { app: { signedIn: false }, msw: { handlers: mockBackend({ user: null }) } },
};

export const SignedIn: Story = {};

/** A prompt generated (two pictures from the mocked API), the results and their actions. */
export const Results: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const prompt = await canvas.findByRole('textbox', {
      name: storyMessage(globals, 'imageGenerator.prompt'),
    });
    await userEvent.type(prompt, 'A red fox in a snowy forest at dawn');
    const generate = canvas.getAllByRole('button', {
      name: storyMessage(globals, 'imageGenerator.generate'),
    });
    await userEvent.click(generate[generate.length - 1]!);
    await expect(await canvas.findAllByRole('img', {}, { timeout: 5000 })).not.toHaveLength(0);
  },
};
