import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { userEvent, within } from 'storybook/test';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { Component } from './verify-email';

const meta = {
  title: 'Screens/Auth/Verify e-mail',
  component: Component,
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    app: { route: '/verify-email?token=mailed-token' },
    msw: {
      handlers: [
        http.post('/api/auth/verify-email', () =>
          HttpResponse.json({ verified: true, trial_credits: 20 }),
        ),
      ],
    },
  },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The mailed link, before the button is pressed. */
export const MailedLink: Story = {};

/** Verified: the trial's credits were added. */
export const Verified: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: storyMessage(globals, 'verifyEmail.confirm') }),
    );
    await canvas.findByRole('heading', { name: storyMessage(globals, 'verifyEmail.doneTitle') });
  },
};

/** A used, expired or forged link. */
export const Invalid: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/verify-email', () =>
          HttpResponse.json(
            { error: 'verification_token_invalid', message: 'invalid' },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: storyMessage(globals, 'verifyEmail.confirm') }),
    );
    await canvas.findByRole('heading', {
      name: storyMessage(globals, 'verifyEmail.invalidTitle'),
    });
  },
};

/** Opened without a token: nothing to verify. */
export const NoToken: Story = {
  parameters: { app: { route: '/verify-email' } },
};
