import { zodResolver } from '@hookform/resolvers/zod';
import { billingFormSchema } from '@lumen/domain';
import { Button } from '@lumen/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormattedMessage } from 'react-intl';
import { expect, userEvent, within } from 'storybook/test';
import { appStoryMeta, storyMessage } from '@/testing/story-providers';
import { AddressFields } from './address-fields';

/**
 * The fields in a form of their own. With the billing wording the form checks the billing
 * profile's rules, so Create with empty fields shows each field's message.
 */
const storySchema = billingFormSchema.extend({ state: z.string() });

function AddressForm({ wording }: { wording: 'checkout' | 'billing' }) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(storySchema),
    defaultValues: {
      billing_name: 'Ada',
      country: '',
      state: '',
      city: '',
      address: '',
      postal_code: '',
    },
  });
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      <h1>
        <FormattedMessage id="checkout.billingAddress" />
      </h1>
      <AddressFields
        control={control}
        names={{ postalCode: 'postal_code', state: wording === 'checkout' ? 'state' : undefined }}
        wording={wording}
      />
      <Button type="submit">
        <FormattedMessage id="billing.create" />
      </Button>
    </form>
  );
}

const meta = {
  title: 'Components/AddressFields',
  component: AddressForm,
  ...appStoryMeta,
  parameters: { ...appStoryMeta.parameters, app: { route: '/story/address-fields' } },
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Checkout's words and order: country, state or province, city, ZIP, street address. */
export const Checkout: Story = { args: { wording: 'checkout' } };

/** The billing profile's words; Create with empty fields shows each field's own message. */
export const Billing: Story = {
  args: { wording: 'billing' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: storyMessage(globals, 'billing.create') }),
    );
    await expect(
      await canvas.findByText(storyMessage(globals, 'validation.postalCodeRequired')),
    ).toBeVisible();
  },
};
