import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { topupStorageKey } from '@/lib/topup-storage';
import { storyTopup } from '@/testing/fixtures';
import { type BackendSeed, mockBackend } from '@/testing/mock-backend';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { Component } from './checkout';

/** The account with a phone, the stored quote and its order (the form starts filled). */
const checkout = (seed: BackendSeed = {}) =>
  mockBackend({ profile: { phone: '+44 20 7946 0958' }, ...seed });

const meta = {
  title: 'Screens/Checkout',
  component: Component,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, msw: { handlers: checkout() } },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

const withTopup = {
  app: { route: '/checkout', signedIn: true, storage: { [topupStorageKey]: storyTopup } },
};
const heldOrder = { route: '/checkout?orderId=order_1_a', signedIn: true };

/**
 * A stored quote (150 credits in GBP): the order summary and the billing form, filled from the
 * account's profile and default billing profile.
 */
export const WithQuote: Story = { parameters: withTopup };

/** No topup_data in localStorage: the 'no order' view. */
export const NoOrder: Story = {
  parameters: { app: { route: '/checkout', signedIn: true } },
};

/** Back from a cancelled payment: the order is held, with its quote, to be paid again. */
export const CancelledOrder: Story = {
  parameters: { app: heldOrder },
};

/** Back to an order whose quote has lapsed: a fresh quote for the same credits and currency. */
export const OrderWithFreshQuote: Story = {
  parameters: {
    app: heldOrder,
    msw: { handlers: checkout({ order: { status: 'failed', quote: null } }) },
  },
};

/** An order that is paid already: nothing to pay. */
export const PaidOrder: Story = {
  parameters: {
    app: heldOrder,
    msw: {
      handlers: checkout({ order: { status: 'completed', credited: true, quote: null } }),
    },
  },
};

/** The payment provider failed (502 payment_failed): the Payment Error view says so. */
export const ProviderFailed: Story = {
  parameters: {
    ...withTopup,
    msw: { handlers: checkout({ initiate: 'providerFailed' }) },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const state = await canvas.findByLabelText(storyMessage(globals, 'checkout.state'), {
      exact: false,
    });
    await userEvent.type(state, 'London');
    // The consent, by its words: "Save these details" is a checkbox too.
    const consent = (storyMessage(globals, 'checkout.consent').split('<')[0] ?? '').trim();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: (name) => name.startsWith(consent) }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: storyMessage(globals, 'checkout.submit') }),
    );
    await expect(
      await canvas.findByText(storyMessage(globals, 'checkout.providerFailed')),
    ).toBeVisible();
  },
};
