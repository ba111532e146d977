import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { imageEditPath } from '@/config/paths';
import { savedImages } from '@/testing/fixtures';
import { storyImage } from '@/testing/media';
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
    await expect(await canvas.findAllByRole('img', {}, { timeout: 10_000 })).not.toHaveLength(0);
  },
};

/** Edit with words: the picture from the address in the input slot, the instruction, the cost. */
export const EditAPicture: Story = {
  parameters: { app: { route: imageEditPath(storyImage(4)), path: '/image-generator' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: storyMessage(globals, 'imageEdit.inputAlt') }),
    ).toBeVisible();
    const instruction = canvas.getByRole('textbox', {
      name: storyMessage(globals, 'imageEdit.instruction'),
    });
    await userEvent.type(instruction, 'Make the sky stormy');
    const generate = canvas.getAllByRole('button', {
      name: storyMessage(globals, 'imageGenerator.generate'),
    });
    await userEvent.click(generate[generate.length - 1]!);
    // The results take the focus when they appear.
    await waitFor(
      () =>
        expect(canvasElement.ownerDocument.activeElement).toHaveAttribute(
          'aria-labelledby',
          'image-results-title',
        ),
      { timeout: 10_000 },
    );
  },
};

/** Signed in without an input: Start from your own picture stands under the form. */
export const StartFromOwnPicture: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        name: storyMessage(globals, 'imageEdit.ownPictureTitle'),
      }),
    ).toBeVisible();
  },
};
