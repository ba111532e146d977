import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { mockBackend } from '@/testing/mock-backend';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { ConfirmIdentityDialog } from './confirm-identity-dialog';

const meta = {
  title: 'Components/Confirm identity dialog',
  component: ConfirmIdentityDialog,
  ...appStoryMeta,
  args: { isOpen: true, onOpenChange: () => undefined, onConfirmed: () => undefined },
  parameters: {
    ...appStoryMeta.parameters,
    app: { route: '/dashboard?tab=settings', path: '/dashboard', signedIn: true },
    msw: { handlers: mockBackend({ confirmed: false }) },
  },
} satisfies Meta<typeof ConfirmIdentityDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The password field, Cancel and Confirm (no passkey on this account). */
export const Password: Story = {
  play: async ({ globals }) => {
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: storyMessage(globals, 'confirmIdentity.title'),
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(
      within(dialog).getByLabelText(storyMessage(globals, 'confirmIdentity.password')),
    ).toBeInTheDocument();
  },
};
