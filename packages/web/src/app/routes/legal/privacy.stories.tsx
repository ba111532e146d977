import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '@/config/paths';
import { appStoryMeta } from '@/testing/story-providers';
import { Component } from './privacy';

const meta = {
  title: 'Screens/Legal/Privacy policy',
  component: Component,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app: { route: paths.privacy } },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
