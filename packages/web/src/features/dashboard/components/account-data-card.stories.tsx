import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { wrongPasswordAnswer } from '@/testing/fixtures';
import { mockBackend } from '@/testing/mock-backend';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { DeleteAccountCard, DownloadMyDataCard } from './account-data-card';

const app = { route: '/dashboard?tab=settings', path: '/dashboard', signedIn: true };
const forever = () => new Promise<never>(() => {});
const throttled = () =>
  HttpResponse.json({ error: 'rate_limited', message: 'Too many attempts' }, { status: 429 });

function AccountDataCards() {
  return (
    <>
      <DownloadMyDataCard />
      <DeleteAccountCard />
    </>
  );
}

const meta = {
  title: 'Dashboard/Download my data and delete my account',
  component: AccountDataCards,
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    app,
    msw: { handlers: mockBackend() },
  },
} satisfies Meta<typeof AccountDataCards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both cards, at rest. */
export const Idle: Story = {};

/** The archive is being written: the button is busy and says so. */
export const Preparing: Story = {
  parameters: {
    msw: { handlers: [http.get('/api/account/export', forever), ...mockBackend()] },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: storyMessage(globals, 'accountData.download') }),
    );
    await canvas.findByText(storyMessage(globals, 'accountData.preparing'));
  },
};

/** The export failed (500): an error toast says to try again. */
export const DownloadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/account/export', () => new HttpResponse('boom', { status: 500 })),
        ...mockBackend(),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: storyMessage(globals, 'accountData.download') }),
    );
    await within(document.body).findByText(storyMessage(globals, 'accountData.downloadFailed'));
  },
};

async function openDelete(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', { name: storyMessage(globals, 'deleteAccount.open') }),
  );
  const dialog = await within(document.body).findByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

async function submitPassword(dialog: ReturnType<typeof within>, globals: Record<string, unknown>) {
  await userEvent.type(
    dialog.getByLabelText(storyMessage(globals, 'deleteAccount.password'), { exact: false }),
    'Wrong-Pass-1',
  );
  await userEvent.click(
    dialog.getByRole('button', { name: storyMessage(globals, 'deleteAccount.confirm') }),
  );
}

/** The confirmation: what goes, what is kept for accounting, the password. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement, globals }) => {
    const dialog = await openDelete(canvasElement, globals);
    await dialog.findByText(storyMessage(globals, 'deleteAccount.kept'));
  },
};

/** A wrong password: said under the field, the account stays. */
export const WrongPassword: Story = {
  parameters: {
    msw: { handlers: [http.delete('/api/account', wrongPasswordAnswer), ...mockBackend()] },
  },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openDelete(canvasElement, globals);
    await submitPassword(dialog, globals);
    await dialog.findByText(storyMessage(globals, 'validation.passwordIncorrect'));
  },
};

/** Too many attempts (429): the dialog says to wait. */
export const Throttled: Story = {
  parameters: {
    msw: { handlers: [http.delete('/api/account', throttled), ...mockBackend()] },
  },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openDelete(canvasElement, globals);
    await submitPassword(dialog, globals);
    await dialog.findByText(storyMessage(globals, 'settings.tooManyAttempts'));
  },
};

/** Deleting: the confirm button is busy until the server answers. */
export const Deleting: Story = {
  parameters: {
    msw: { handlers: [http.delete('/api/account', forever), ...mockBackend()] },
  },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openDelete(canvasElement, globals);
    await submitPassword(dialog, globals);
  },
};
