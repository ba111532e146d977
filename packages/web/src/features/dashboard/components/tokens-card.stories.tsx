import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { personalTokenFixture } from '@/testing/fixtures';
import { mockBackend } from '@/testing/mock-backend';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { TokensCard } from './tokens-card';

const app = { route: '/dashboard?tab=settings', path: '/dashboard', signedIn: true };

const meta = {
  title: 'Dashboard/Personal access tokens',
  component: TokensCard,
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    app,
    msw: { handlers: mockBackend({ tokens: [1, 2, 3].map((n) => personalTokenFixture(n)) }) },
  },
} satisfies Meta<typeof TokensCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three tokens, one of each scope: last use (or never), expiry (or none), Revoke on each. */
export const List: Story = {};

/** No token yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: mockBackend() } },
};

/** The list never answers. */
export const Loading: Story = {
  parameters: { msw: { handlers: mockBackend({ tokens: 'loading' }) } },
};

/** The list fails (500). */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: mockBackend({ tokens: 'error' }) } },
};

/** A read-only token just made: shown this once, with Copy and Done; focus on its heading. */
export const Created: Story = {
  parameters: { msw: { handlers: mockBackend() } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(storyMessage(globals, 'tokens.name'), { exact: false }),
      'Gallery export',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: storyMessage(globals, 'tokens.create') }),
    );
    const field = await canvas.findByLabelText(storyMessage(globals, 'tokens.yourToken'));
    await expect(field).toHaveValue('lumen_pat_c3Rvcnlfb25seV9ub3RfYV9yZWFsX3Rva2VuX2F0X2FsbA');
    await expect(canvas.getByRole('heading', { level: 3, name: /Gallery export/ })).toHaveFocus();
  },
};

/** Revoke asks first: the confirmation dialog, focus on Cancel. */
export const ConfirmRevoke: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const revoke = await canvas.findAllByRole('button', {
      name: new RegExp(`^${storyMessage(globals, 'tokens.revoke')} `),
    });
    await userEvent.click(revoke[0]!);
    // By its name: a toast is an alertdialog too, and one may still be on screen.
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: new RegExp(`^${storyMessage(globals, 'tokens.revoke')}`),
    });
    // The dialog fades in; focus starts on Cancel.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(
      within(dialog).getByRole('button', { name: storyMessage(globals, 'common.cancel') }),
    ).toHaveFocus();
  },
};

/**
 * The session has not confirmed lately: Create asks for the password first, then the token
 * is made and shown.
 */
export const ConfirmBeforeCreate: Story = {
  parameters: { msw: { handlers: mockBackend({ confirmed: false }) } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(storyMessage(globals, 'tokens.name'), { exact: false }),
      'Gallery export',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: storyMessage(globals, 'tokens.create') }),
    );
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: storyMessage(globals, 'confirmIdentity.title'),
    });
    await waitFor(() => expect(dialog).toBeVisible());
    const password = await within(dialog).findByLabelText(
      storyMessage(globals, 'confirmIdentity.password'),
    );
    const confirm = within(dialog).getByRole('button', {
      name: storyMessage(globals, 'confirmIdentity.confirm'),
    });
    // A wrong password first: the dialog says so and stays open for another try.
    await userEvent.type(password, 'wrong-password');
    await userEvent.click(confirm);
    await within(dialog).findByText(storyMessage(globals, 'confirmIdentity.failed'));
    await userEvent.clear(password);
    await userEvent.type(password, 'Correct-Horse-Battery-9');
    await userEvent.click(confirm);
    const field = await canvas.findByLabelText(storyMessage(globals, 'tokens.yourToken'));
    await expect(field).toHaveValue('lumen_pat_c3Rvcnlfb25seV9ub3RfYV9yZWFsX3Rva2VuX2F0X2FsbA');
  },
};
