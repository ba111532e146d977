import type { Meta, StoryObj } from '@storybook/react-vite';
import { appStoryMeta } from '@/testing/story-providers';
import { Component } from './not-found';

const meta = {
  title: 'Screens/Not found',
  component: Component,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app: { route: '/no-such-page' } },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
