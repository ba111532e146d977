import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { newShareUrl, shareFixture } from '@/testing/fixtures';
import { mockBackend } from '@/testing/mock-backend';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { ShareDialog } from './share-dialog';

const app = { route: '/gallery', path: '/gallery', signedIn: true };

const meta = {
  title: 'Sharing/Share dialog',
  component: ShareDialog,
  ...appStoryMeta,
  args: {
    target: { itemType: 'image', itemId: 'img1' },
    prompt: 'A fox in a snowy forest, number 1',
    isOpen: true,
    onOpenChange: () => {},
  },
  parameters: {
    ...appStoryMeta.parameters,
    app,
    msw: { handlers: mockBackend({ shares: [2, 1].map((n) => shareFixture(n)) }) },
  },
} satisfies Meta<typeof ShareDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two live links to the item: one never expires, one on a date; Copy and Revoke on each. */
export const WithLinks: Story = {};

/** No link yet: the expiry choice (7 days picked) and Create link. */
export const NoLinks: Story = {
  parameters: { msw: { handlers: mockBackend() } },
};

/** The item's links are still loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: mockBackend({ shares: 'loading' }) } },
};

/** The links could not be loaded (500). */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: mockBackend({ shares: 'error' }) } },
};

/** A link that lasts 1 day, just made: in a read-only field, focused, with Copy link. */
export const Created: Story = {
  parameters: { msw: { handlers: mockBackend() } },
  play: async ({ globals }) => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(
      await dialog.findByRole('radio', { name: storyMessage(globals, 'share.expiry.1d') }),
    );
    await userEvent.click(
      dialog.getByRole('button', { name: storyMessage(globals, 'share.create') }),
    );
    const field = await dialog.findByRole('textbox', {
      name: storyMessage(globals, 'share.yourLink'),
    });
    await expect(field).toHaveValue(newShareUrl);
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** The item was deleted meanwhile: the server answers 404 and the dialog says so. */
export const ItemGone: Story = {
  parameters: {
    msw: { handlers: mockBackend({ shareGone: true }) },
  },
  play: async ({ globals }) => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(
      await dialog.findByRole('button', { name: storyMessage(globals, 'share.create') }),
    );
    const gone = await dialog.findByText(storyMessage(globals, 'share.itemGone'));
    // The answer can come while the dialog is still fading in (a busy machine draws its first
    // frames late): visible once its entrance has run.
    await waitFor(() => expect(gone).toBeVisible(), { timeout: 10_000 });
  },
};

/** Revoke asks first: the confirmation dialog, focus on Cancel. */
export const ConfirmRevoke: Story = {
  play: async ({ globals }) => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    const revoke = await dialog.findAllByRole('button', {
      name: new RegExp(`^${storyMessage(globals, 'share.revoke')} `),
    });
    await userEvent.click(revoke[0]!);
    const confirm = await within(document.body).findByRole('alertdialog', {
      name: storyMessage(globals, 'share.revokeTitle'),
    });
    await waitFor(() => expect(confirm).toBeVisible());
    await expect(
      within(confirm).getByRole('button', { name: storyMessage(globals, 'common.cancel') }),
    ).toHaveFocus();
  },
};
