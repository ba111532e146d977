import type { Meta, StoryObj } from '@storybook/react-vite';
import { appStoryMeta } from '@/testing/story-providers';
import { Component } from './reset-password';

const meta = {
  title: 'Screens/Auth/Reset password',
  component: Component,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app: { route: '/reset-password' } },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};

/** The mailed link (`?token=`): the new-password form. */
export const NewPassword: Story = {
  parameters: { app: { route: '/reset-password?token=mailed-token' } },
};
