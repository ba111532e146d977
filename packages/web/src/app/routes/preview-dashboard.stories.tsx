import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountHistory, emptyAccount } from '@/testing/fixtures';
import { mockBackend } from '@/testing/mock-backend';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { Component } from './preview-dashboard';

const meta = {
  title: 'Screens/Preview dashboards',
  component: Component,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, msw: { handlers: mockBackend(accountHistory) } },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

const v1 = '/preview/dashboard-v1';
const v3 = '/preview/dashboard-v3';
const v5 = '/preview/dashboard-v5';

export const V1SignedIn: Story = {
  name: 'v1 signed in',
  parameters: { app: { route: v1, signedIn: true } },
};

export const V1SignedOut: Story = {
  name: 'v1 signed out',
  parameters: { app: { route: v1 }, msw: { handlers: mockBackend({ user: null }) } },
};

export const V3SignedIn: Story = {
  name: 'v3 signed in',
  parameters: { app: { route: v3, signedIn: true } },
};

export const V3SignedOut: Story = {
  name: 'v3 signed out',
  parameters: { app: { route: v3 }, msw: { handlers: mockBackend({ user: null }) } },
};

export const V3Empty: Story = {
  name: 'v3 empty',
  parameters: { app: { route: v3, signedIn: true }, msw: { handlers: mockBackend(emptyAccount) } },
};

/** V3's Details on the latest generation: the generation in a dialog. */
export const V3Details: Story = {
  name: 'v3 details',
  parameters: { app: { route: v3, signedIn: true } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const details = await canvas.findAllByRole(
      'button',
      { name: new RegExp(`^${storyMessage(globals, 'previewDashboards.details')}`) },
      { timeout: 10_000 },
    );
    await userEvent.click(details[0]!);
    const dialog = await within(document.body).findByRole('dialog', {
      name: storyMessage(globals, 'previewDashboards.detailsTitle'),
    });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** V5's balance tab: /dashboard's, with the short order ids. */
export const V5Balance: Story = {
  name: 'v5 balance',
  parameters: { app: { route: v5, signedIn: true } },
};

/** V5's creations tab: the demo creations first, filters, Load More. */
export const V5Creations: Story = {
  name: 'v5 creations',
  parameters: { app: { route: v5, signedIn: true } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const tab = await canvas.findByRole(
      'tab',
      { name: storyMessage(globals, 'dashboard.tab.creations') },
      { timeout: 10_000 },
    );
    await userEvent.click(tab);
    await expect(
      await canvas.findByText(storyMessage(globals, 'previewDashboards.demo.image')),
    ).toBeVisible();
  },
};
