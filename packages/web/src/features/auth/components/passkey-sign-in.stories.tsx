import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { PasskeySignIn } from './passkey-sign-in';

const meta = {
  title: 'Auth/Passkey sign-in',
  component: PasskeySignIn,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app: { route: '/signin' } },
} satisfies Meta<typeof PasskeySignIn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button under the password form (hidden where the browser has no WebAuthn). */
export const Ready: Story = {};

/** The server refuses the options (429): the failure is said above the button. */
export const TooManyAttempts: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/passkey/options', () =>
          HttpResponse.json(
            {
              error: 'rate_limited',
              message: 'Too many sign-in attempts. Please try again later.',
            },
            { status: 429 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: storyMessage(globals, 'passkey.signIn') }),
    );
    await expect(await canvas.findByText(storyMessage(globals, 'passkey.tooMany'))).toBeVisible();
  },
};
