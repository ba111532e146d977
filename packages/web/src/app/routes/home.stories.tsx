import type { Meta, StoryObj } from '@storybook/react-vite';
import { signedInHandlers } from '../../testing/story-handlers';
import { appStoryMeta } from '../../testing/story-providers';
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

export const SignedIn: Story = {
  parameters: { app: { route: '/', signedIn: true }, msw: { handlers: signedInHandlers() } },
};
