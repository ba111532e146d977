import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockBackend } from '@/testing/mock-backend';
import { appStoryMeta } from '@/testing/story-providers';
import { Component } from './home';

const meta = {
  title: 'Screens/Home',
  component: Component,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app: { route: '/' } },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};

/** TRIAL_CREDITS=0: the hero and the FAQ promise no trial. */
export const TrialOff: Story = {
  parameters: { msw: { handlers: mockBackend({ user: null, trial: { credits: 0, days: 14 } }) } },
};

export const SignedIn: Story = {
  parameters: { app: { route: '/', signedIn: true }, msw: { handlers: mockBackend() } },
};
