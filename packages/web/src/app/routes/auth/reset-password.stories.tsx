import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { Component } from './reset-password';

const meta = {
  title: 'Screens/Auth/Reset password',
  component: Component,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app: { route: '/reset-password' } },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};

const usableLink = http.post('/api/auth/password-reset/check', () =>
  HttpResponse.json({ usable: true }),
);

/** The mailed link (`?token=`): the new-password form. */
export const NewPassword: Story = {
  parameters: {
    app: { route: '/reset-password?token=mailed-token' },
    msw: { handlers: [usableLink] },
  },
};

/** A link already used (or expired, or forged): said as it opens, with a way to ask again. */
export const LinkUsed: Story = {
  parameters: {
    app: { route: '/reset-password?token=used-token' },
    msw: {
      handlers: [
        http.post('/api/auth/password-reset/check', () =>
          HttpResponse.json(
            {
              error: 'reset_token_invalid',
              message: 'This reset link is invalid, expired or already used. Ask for a new one.',
            },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: storyMessage(globals, 'reset.invalidTitle') }),
    ).toBeVisible();
  },
};

/** The new password is set: signed out everywhere else, and the API tokens the reset revoked. */
export const PasswordSet: Story = {
  parameters: {
    app: { route: '/reset-password?token=mailed-token' },
    msw: {
      handlers: [
        usableLink,
        http.post('/api/auth/password-reset/complete', () =>
          HttpResponse.json({ token: 'fresh-session', revokedTokens: 2 }),
        ),
        // Stays on the page: the move to /dashboard is for the real app.
        http.get('/api/auth/me', () => new Promise<never>(() => {})),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const password = 'Correct-Horse-Battery-9';
    await userEvent.type(
      await canvas.findByLabelText(storyMessage(globals, 'reset.newPassword')),
      password,
    );
    await userEvent.type(
      canvas.getByLabelText(storyMessage(globals, 'auth.confirmPassword')),
      password,
    );
    await userEvent.click(
      canvas.getByRole('button', { name: storyMessage(globals, 'reset.newSubmit') }),
    );
    const said = globals.locale === 'es' ? /revocado 2 tokens de API/ : /2 API tokens were revoked/;
    await expect(await canvas.findByText(said)).toBeVisible();
  },
};
