import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, within } from 'storybook/test';
import { setCurrency } from '@/lib/currency';
import { appStoryMeta } from '@/testing/story-providers';
import { Pricing } from './pricing';

const meta = {
  title: 'Home/Pricing',
  component: Pricing,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app: { route: '/story/pricing' } },
} satisfies Meta<typeof Pricing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sets the header's currency for the story, as the select would. */
function WithCurrency({ currency }: { currency: 'EUR' | 'USD' | 'GBP' }) {
  useEffect(() => {
    setCurrency(currency);
    return () => setCurrency('EUR');
  }, [currency]);
  return <Pricing />;
}

export const Euros: Story = { render: () => <WithCurrency currency="EUR" /> };

/** The header's select on GBP: every price follows. */
export const Pounds: Story = {
  render: () => <WithCurrency currency="GBP" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('300 credits for £23.46')).toBeVisible();
  },
};

export const Dollars: Story = { render: () => <WithCurrency currency="USD" /> };
