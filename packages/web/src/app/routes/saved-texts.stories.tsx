import type { Meta, StoryObj } from '@storybook/react-vite';
import { textHandlers } from '@/testing/story-handlers';
import { appStoryMeta } from '@/testing/story-providers';
import { Component } from './saved-texts';

const meta = {
  title: 'Screens/Saved texts',
  component: Component,
  ...appStoryMeta,
  parameters: {
    ...appStoryMeta.parameters,
    app: { route: '/saved-texts', signedIn: true },
    msw: { handlers: textHandlers('data') },
  },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 25 saved texts, 10 a page. */
export const WithData: Story = {};

export const Empty: Story = {
  parameters: { msw: { handlers: textHandlers('empty') } },
};

export const Loading: Story = {
  parameters: { msw: { handlers: textHandlers('loading') } },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: textHandlers('error') } },
};
