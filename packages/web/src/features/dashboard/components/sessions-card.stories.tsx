import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockBackend } from '@/testing/mock-backend';
import { sessionHandlers } from '@/testing/security-handlers';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { SessionsCard } from './sessions-card';

const app = { route: '/dashboard?tab=settings', path: '/dashboard', signedIn: true };

const meta = {
  title: 'Dashboard/Your devices',
  component: SessionsCard,
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    app,
    msw: { handlers: [...sessionHandlers('data'), ...mockBackend()] },
  },
} satisfies Meta<typeof SessionsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** This device first (marked, active now), a phone and an unknown device, each with Sign out. */
export const List: Story = {};

/** Only this device: no Sign out, no "Sign out everywhere else". */
export const OnlyThisDevice: Story = {
  parameters: { msw: { handlers: [...sessionHandlers('single'), ...mockBackend()] } },
};

/** The list never answers. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...sessionHandlers('loading'), ...mockBackend()] } },
};

/** The list fails (500). */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [...sessionHandlers('error'), ...mockBackend()] } },
};

/** "Sign out everywhere else" asks first: the confirmation dialog, focus on Cancel. */
export const ConfirmSignOutOthers: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: storyMessage(globals, 'sessions.signOutOthers') }),
    );
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: storyMessage(globals, 'sessions.signOutOthersTitle'),
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(
      within(dialog).getByRole('button', { name: storyMessage(globals, 'common.cancel') }),
    ).toHaveFocus();
  },
};
