import type { Meta, StoryObj } from '@storybook/react-vite';
import { dashboardHandlers, quoteHandlers } from '../../testing/story-handlers';
import { appStoryMeta } from '../../testing/story-providers';
import { Component } from './preview-dashboard';

const meta = {
  title: 'Screens/Preview dashboards',
  component: Component,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, msw: { handlers: dashboardHandlers('data') } },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

const v1 = '/preview/dashboard-v1';
const v3 = '/preview/dashboard-v3';

export const V1SignedIn: Story = {
  name: 'v1 signed in',
  parameters: { app: { route: v1, signedIn: true } },
};

export const V1SignedOut: Story = {
  name: 'v1 signed out',
  parameters: { app: { route: v1 }, msw: { handlers: quoteHandlers } },
};

export const V3SignedIn: Story = {
  name: 'v3 signed in',
  parameters: { app: { route: v3, signedIn: true } },
};

export const V3SignedOut: Story = {
  name: 'v3 signed out',
  parameters: { app: { route: v3 }, msw: { handlers: quoteHandlers } },
};

export const V3Empty: Story = {
  name: 'v3 empty',
  parameters: { app: { route: v3, signedIn: true }, msw: { handlers: dashboardHandlers('empty') } },
};
