import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { SignInFormScreen } from './signin-form';
import { SignUpFormScreen } from './signup-form';

const withProvider = http.get('/api/config', () =>
  HttpResponse.json({ trialCredits: 20, trialDays: 14, oidcLabel: 'Google' }),
);

const meta = {
  title: 'Auth/Continue with a provider',
  component: SignInFormScreen,
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    app: { route: '/signin' },
    msw: { handlers: [withProvider] },
  },
} satisfies Meta<typeof SignInFormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A provider is configured: "Continue with Google" under the sign-in form. */
export const OnSignIn: Story = {
  play: async ({ canvasElement, globals }) => {
    const name = storyMessage(globals, 'auth.oidcContinue').replace('{provider}', 'Google');
    await expect(await within(canvasElement).findByRole('button', { name })).toBeVisible();
  },
};

/** The same button under the sign-up form. */
export const OnSignUp: Story = {
  parameters: { app: { route: '/signup' } },
  render: () => <SignUpFormScreen />,
  play: async ({ canvasElement, globals }) => {
    const name = storyMessage(globals, 'auth.oidcContinue').replace('{provider}', 'Google');
    await expect(await within(canvasElement).findByRole('button', { name })).toBeVisible();
  },
};

/** No provider configured: no button. */
export const NoProvider: Story = {
  parameters: { msw: { handlers: [] } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: storyMessage(globals, 'signin.submit') });
    expect(canvas.queryByRole('button', { name: /Google/ })).toBeNull();
  },
};
