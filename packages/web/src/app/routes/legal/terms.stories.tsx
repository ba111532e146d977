import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '@/config/paths';
import { appStoryMeta } from '@/testing/story-providers';
import { Component } from './terms';

const meta = {
  title: 'Screens/Legal/Terms of service',
  component: Component,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app: { route: paths.terms } },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
