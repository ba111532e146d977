import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockBackend } from '@/testing/mock-backend';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { Component } from './generate-voice';

const meta = {
  title: 'Screens/Voice generator',
  component: Component,
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    app: { route: '/generate/voice', signedIn: true },
    msw: { handlers: mockBackend() },
  },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Types a text and presses Generate speech. */
async function generate(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const canvas = within(canvasElement);
  const text = await canvas.findByRole('textbox', {
    name: storyMessage(globals, 'voiceGenerator.text'),
  });
  await userEvent.type(text, 'Welcome to our spring collection.');
  await userEvent.click(
    canvas.getByRole('button', { name: storyMessage(globals, 'voiceGenerator.generate') }),
  );
  return canvas;
}

export const SignedOut: Story = {
  parameters: { app: { signedIn: false }, msw: { handlers: mockBackend({ user: null }) } },
};

export const SignedIn: Story = {};

/** The model is still speaking: the progress card with the cost. */
export const Generating: Story = {
  parameters: { msw: { handlers: mockBackend({ generate: { voice: 'pending' } }) } },
  play: async ({ canvasElement, globals }) => {
    const canvas = await generate(canvasElement, globals);
    await expect(
      await canvas.findByText(storyMessage(globals, 'voiceGenerator.progress.title')),
    ).toBeVisible();
  },
};

/** The speech made: a player, the details and the download in the chosen format. */
export const Result: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = await generate(canvasElement, globals);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: storyMessage(globals, 'voiceGenerator.result.title') },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** Too few credits: the 'Insufficient Credits' toast with its Top up balance action. */
export const InsufficientBalance: Story = {
  parameters: { msw: { handlers: mockBackend({ balance: 1 }) } },
  play: async ({ canvasElement, globals }) => {
    await generate(canvasElement, globals);
    const body = within(canvasElement.ownerDocument.body);
    // The toast (and its copy for screen readers).
    await expect(
      await body.findAllByText(storyMessage(globals, 'voiceGenerator.toast.insufficient.title')),
    ).not.toHaveLength(0);
  },
};

/** The model failed (refunded on the server): 'Generation Failed' with its message. */
export const Failed: Story = {
  parameters: { msw: { handlers: mockBackend({ generate: { voice: 'failed' } }) } },
  play: async ({ canvasElement, globals }) => {
    await generate(canvasElement, globals);
    const body = within(canvasElement.ownerDocument.body);
    // The toast (and its copy for screen readers).
    await expect(
      await body.findAllByText(storyMessage(globals, 'voiceGenerator.toast.failed.title')),
    ).not.toHaveLength(0);
  },
};
