import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { Component } from './signin-oidc';

const withProvider = http.get('/api/config', () =>
  HttpResponse.json({ trialCredits: 20, trialDays: 14, oidcLabel: 'Google' }),
);
const landing = (fragment: string) => ({ route: `/signin/oidc#${fragment}`, path: '/signin/oidc' });

const meta = {
  title: 'Screens/Auth/Continue with a provider',
  component: Component,
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    app: landing('ticket=story-ticket'),
    msw: {
      handlers: [
        withProvider,
        http.post('/api/auth/oidc/session', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Back from the provider with a ticket: signing in (the session is on its way). */
export const Finishing: Story = {
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByText(storyMessage(globals, 'oidc.finishing'));
  },
};

/** An account already has the provider's address: its password links them. */
export const LinkWithPassword: Story = {
  parameters: {
    app: landing('link=story-link&email=ada%40example.com'),
    msw: { handlers: [withProvider] },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/ada@example\.com/);
  },
};

/** A wrong password: said under the field; the form stays for another try. */
export const LinkWrongPassword: Story = {
  parameters: {
    app: landing('link=story-link&email=ada%40example.com'),
    msw: {
      handlers: [
        withProvider,
        http.post('/api/auth/oidc/link', () =>
          HttpResponse.json(
            { error: 'invalid_credentials', message: 'Invalid email or password' },
            { status: 401 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(storyMessage(globals, 'auth.password'), { selector: 'input' }),
      'Wrong-Pass-1',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: storyMessage(globals, 'oidc.linkSubmit') }),
    );
    await expect(
      await canvas.findByText(storyMessage(globals, 'oidc.wrongPassword')),
    ).toBeVisible();
  },
};

/** The provider's address is not verified: refused, with the way forward. */
export const EmailUnverified: Story = {
  parameters: { app: landing('error=oidc_email_unverified'), msw: { handlers: [withProvider] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/is not verified/i);
  },
};

/** An old or replayed sign-in: expired, start again. */
export const Expired: Story = {
  parameters: { app: landing('error=oidc_state_invalid'), msw: { handlers: [withProvider] } },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByText(storyMessage(globals, 'oidc.error.stateInvalid'));
  },
};
