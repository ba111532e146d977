import type { Meta, StoryObj } from '@storybook/react-vite';
import { appStoryMeta } from '@/testing/story-providers';
import { Component } from './signup';

const meta = {
  title: 'Screens/Auth/Sign up',
  component: Component,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app: { route: '/signup' } },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};
