import type { Meta, StoryObj } from '@storybook/react-vite';
import { topupStorageKey } from '../../lib/topup-storage';
import { checkoutHandlers, storyTopup } from '../../testing/story-handlers';
import { appStoryMeta } from '../../testing/story-providers';
import { Component } from './checkout';

const meta = {
  title: 'Screens/Checkout',
  component: Component,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, msw: { handlers: checkoutHandlers } },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A stored quote (150 credits in GBP): the order summary and the billing form. */
export const WithQuote: Story = {
  parameters: {
    app: { route: '/checkout', signedIn: true, storage: { [topupStorageKey]: storyTopup } },
  },
};

/** No topup_data in localStorage: the 'no order' view. */
export const NoOrder: Story = {
  parameters: { app: { route: '/checkout', signedIn: true } },
};
