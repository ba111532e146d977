import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockBackend } from '@/testing/mock-backend';
import { passkeyHandlers } from '@/testing/security-handlers';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { PasskeysCard } from './passkeys-card';

const app = { route: '/dashboard?tab=settings', path: '/dashboard', signedIn: true };

const meta = {
  title: 'Dashboard/Passkeys',
  component: PasskeysCard,
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    app,
    msw: { handlers: [...passkeyHandlers('data'), ...mockBackend()] },
  },
} satisfies Meta<typeof PasskeysCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two passkeys: when each was added and last used (or never), Remove on each. */
export const List: Story = {};

/** No passkey yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...passkeyHandlers('empty'), ...mockBackend()] } },
};

/** The list never answers. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...passkeyHandlers('loading'), ...mockBackend()] } },
};

/** The list fails (500). */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [...passkeyHandlers('error'), ...mockBackend()] } },
};

/** Adding without a name says so on the field, before any browser dialog. */
export const NameRequired: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: storyMessage(globals, 'passkeys.add') }),
    );
    await expect(
      await canvas.findByText(storyMessage(globals, 'passkeys.nameRequired')),
    ).toBeVisible();
  },
};

/** Remove asks first: the confirmation dialog, focus on Cancel. */
export const ConfirmRemove: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const remove = await canvas.findAllByRole('button', {
      name: new RegExp(`^${storyMessage(globals, 'passkeys.remove')} `),
    });
    await userEvent.click(remove[0]!);
    // By its title: a toast is an alertdialog too, and one may still be on screen.
    const title = storyMessage(globals, 'passkeys.removeTitle').split('{name}')[0] ?? '';
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: (name) => name.startsWith(title),
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(
      within(dialog).getByRole('button', { name: storyMessage(globals, 'common.cancel') }),
    ).toHaveFocus();
  },
};

/** Rename in place: the field starts with the passkey's name and takes focus; Save keeps it. */
export const Rename: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const rename = await canvas.findAllByRole('button', {
      name: new RegExp(`^${storyMessage(globals, 'passkeys.rename')} `),
    });
    await userEvent.click(rename[0]!);
    const title = storyMessage(globals, 'passkeys.renameNamed').split('{name}')[0] ?? '';
    const form = within(
      await canvas.findByRole('form', { name: (name) => name.startsWith(title) }),
    );
    const field = form.getByRole('textbox', { name: storyMessage(globals, 'passkeys.name') });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.clear(field);
    await userEvent.type(field, 'Desk key');
    await userEvent.click(
      form.getByRole('button', { name: storyMessage(globals, 'passkeys.renameSave') }),
    );
    await expect(await canvas.findByText('Desk key')).toBeVisible();
  },
};
