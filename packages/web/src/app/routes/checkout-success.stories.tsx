import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockBackend } from '@/testing/mock-backend';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { Component } from './checkout-success';

const route = '/checkout-success?orderId=order_1_a&sessionId=demo_1';

const meta = {
  title: 'Screens/Checkout success',
  component: Component,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app: { route, signedIn: true } },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The status request never answers: 'verifying' stays on screen. */
export const Verifying: Story = {
  parameters: { msw: { handlers: mockBackend({ payment: 'loading' }) } },
};

/** The first poll says credited: the success view and the '{credits} credits added' toast. */
export const Success: Story = {
  parameters: { msw: { handlers: mockBackend({ payment: 'credited', balance: 270 }) } },
};

/**
 * Every poll says pending. The real schedule gives up after about 70 s; this story runs the
 * clock 50× faster, so the time-out view shows after a second or two.
 */
export const TimeOut: Story = {
  name: 'Time-out',
  parameters: {
    app: { route, signedIn: true, timeScale: 0.02 },
    msw: { handlers: mockBackend({ payment: 'pending' }) },
  },
  // Retry goes back to the checkout that holds the order, to pay it again.
  play: async ({ canvasElement, globals }) => {
    const retry = await within(canvasElement).findByRole(
      'link',
      { name: storyMessage(globals, 'payment.retry') },
      // This story's clock runs 50× faster, the wait's too: 500 s here is 10 s.
      { timeout: 500_000 },
    );
    await expect(retry).toHaveAttribute('href', '/checkout?orderId=order_1_a');
  },
};

/** The server does not know the order for this user (404): polling stops at once and says so. */
export const NotFound: Story = {
  parameters: { msw: { handlers: mockBackend({ payment: 'notFound' }) } },
};
