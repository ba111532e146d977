import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { mockBackend } from '@/testing/mock-backend';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { SignInMethodsCard } from './sign-in-methods-card';

const google = {
  id: 'identity-1',
  provider: 'Google',
  email: 'ada@example.com',
  created_at: '2026-11-20T10:00:00.000Z',
  last_used_at: '2026-11-27T09:30:00.000Z',
};
/** The backend with Google configured and linked, beside the password or alone. */
const methods = (password: boolean) =>
  mockBackend({ oidcLabel: 'Google', signInMethods: { password, identities: [google] } });

const meta = {
  title: 'Dashboard/Sign-in methods',
  component: SignInMethodsCard,
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    app: { route: '/dashboard?tab=settings', path: '/dashboard', signedIn: true },
    msw: { handlers: methods(true) },
  },
} satisfies Meta<typeof SignInMethodsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The password and Google: either can go while the other stays. */
export const PasswordAndGoogle: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('ada@example.com');
  },
};

/** Google is the only way in: it cannot be unlinked, and the card says why. */
export const GoogleOnly: Story = {
  parameters: { msw: { handlers: methods(false) } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(storyMessage(globals, 'signInMethods.lastMethod'));
    const unlink = canvas.getByRole('button', {
      name: storyMessage(globals, 'signInMethods.unlinkNamed').replace('{provider}', 'Google'),
    });
    await expect(unlink).toBeDisabled();
  },
};

/** Unlinking asks first. */
export const ConfirmUnlink: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: storyMessage(globals, 'signInMethods.unlinkNamed').replace('{provider}', 'Google'),
      }),
    );
    // By its title: a toast is an alertdialog too, and one may still be on screen.
    await within(document.body).findByRole('alertdialog', {
      name: storyMessage(globals, 'signInMethods.unlinkTitle').replace('{provider}', 'Google'),
    });
  },
};

/**
 * No provider linked yet: "Link Google"; the session has not confirmed lately, so pressing it
 * opens the confirm dialog first.
 */
export const LinkAfterConfirming: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/oidc/link-start', () =>
          HttpResponse.json(
            {
              error: 'confirmation_required',
              message: 'Confirm it is you: enter your password or use a passkey.',
            },
            { status: 403 },
          ),
        ),
        ...mockBackend({
          confirmed: false,
          oidcLabel: 'Google',
          signInMethods: { password: true, identities: [] },
        }),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const link = await within(canvasElement).findByRole('button', {
      name: storyMessage(globals, 'signInMethods.link').replace('{provider}', 'Google'),
    });
    await userEvent.click(link);
    await within(document.body).findByRole('alertdialog', {
      name: storyMessage(globals, 'confirmIdentity.title'),
    });
  },
};
