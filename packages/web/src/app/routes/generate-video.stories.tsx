import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockBackend } from '@/testing/mock-backend';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { Component } from './generate-video';

/** Signed in with `balance` credits; each started video answers `job` to every poll. */
const videoBackend = (job: Record<string, unknown>, balance = 120) =>
  mockBackend({ balance, videoJob: [job] });

const meta = {
  title: 'Screens/Video generator',
  component: Component,
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    app: { route: '/generate/video', signedIn: true },
    msw: { handlers: videoBackend({ status: 'pending', progress: 42 }) },
  },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Types a prompt and presses Generate video. */
async function generate(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const canvas = within(canvasElement);
  const prompt = await canvas.findByRole('textbox', {
    name: storyMessage(globals, 'videoGenerator.prompt'),
  });
  await userEvent.type(prompt, 'A lighthouse at dusk, waves rolling in');
  await userEvent.click(
    canvas.getByRole('button', { name: storyMessage(globals, 'videoGenerator.generate') }),
  );
  return canvas;
}

/** 'Sign in to generate' instead of Generate video. */
export const SignedOut: Story = {
  parameters: { app: { signedIn: false }, msw: { handlers: mockBackend({ user: null }) } },
};

export const SignedIn: Story = {};

/** Two credits: the cost card says how many more a 4-second video needs. */
export const InsufficientBalance: Story = {
  parameters: { msw: { handlers: videoBackend({ status: 'pending', progress: 0 }, 2) } },
};

/** A started video at 42%: the progress card with the reserved credits. */
export const Progress: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = await generate(canvasElement, globals);
    const name = storyMessage(globals, 'videoGenerator.progress.label');
    // Indeterminate while starting, then the server's figure.
    await waitFor(
      () =>
        expect(canvas.getByRole('progressbar', { name })).toHaveAttribute('aria-valuenow', '42'),
      { timeout: 10_000 },
    );
  },
};

/** The finished video: the player and the MP4 download. */
export const Completed: Story = {
  parameters: {
    msw: {
      handlers: videoBackend({
        status: 'completed',
        progress: 100,
        video: { url: '/media/story/clip.mp4', durationSeconds: 4, width: 960, height: 540 },
      }),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = await generate(canvasElement, globals);
    await expect(
      await canvas.findByRole(
        'link',
        { name: storyMessage(globals, 'videoGenerator.downloadMp4') },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** A job that failed: the failure card, the credits refunded. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: videoBackend({
        status: 'failed',
        progress: 0,
        error: { code: 'generation_failed', message: 'The model could not make this video' },
      }),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = await generate(canvasElement, globals);
    await expect(
      await canvas.findByText(
        storyMessage(globals, 'videoGenerator.failed.refunded'),
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};
