import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { defineMessages, useIntl } from 'react-intl';
import { FormCountryField } from './form-country-field';
import { FormTextField } from './form-fields';

/**
 * Where each part of the address lives in the caller's form: `country`, `city` and `address`
 * unless named otherwise; the postal code always named; the state or province only when asked.
 */
export interface AddressFieldNames<T extends FieldValues> {
  country?: FieldPath<T>;
  /** State or province: only checkout asks for it. */
  state?: FieldPath<T> | undefined;
  city?: FieldPath<T>;
  address?: FieldPath<T>;
  postalCode: FieldPath<T>;
}

const checkoutWords = defineMessages({
  country: { id: 'checkout.country' },
  state: { id: 'checkout.state' },
  city: { id: 'checkout.city' },
  address: { id: 'checkout.address' },
  postalCode: { id: 'checkout.zipCode' },
});

/** The billing profile has no state or province; its other fields keep their own words. */
const wordings = {
  checkout: checkoutWords,
  billing: {
    ...checkoutWords,
    ...defineMessages({
      country: { id: 'billing.country' },
      city: { id: 'billing.city' },
      address: { id: 'billing.address' },
      postalCode: { id: 'billing.postalCode' },
    }),
  },
} as const;

export interface AddressFieldsProps<T extends FieldValues> {
  control: Control<T>;
  names: AddressFieldNames<T>;
  /**
   * The screen's words and order: checkout's (state or province, "ZIP or postal code", the
   * street address last, across its grid) or the billing profile's (address, then postal code).
   */
  wording: 'checkout' | 'billing';
  /** A class for the street address field (checkout's spans its two columns). */
  addressClassName?: string | undefined;
}

/**
 * A postal address as required fields of a react-hook-form form: a searchable country list,
 * then the text fields, each with its browser autofill token and its schema message translated.
 */
export function AddressFields<T extends FieldValues>({
  control,
  names,
  wording,
  addressClassName,
}: AddressFieldsProps<T>) {
  const intl = useIntl();
  const m = wordings[wording];
  const text = (
    field: FieldPath<T>,
    label: keyof typeof m,
    autoComplete: string,
    className?: string,
  ) => (
    <FormTextField
      key={field}
      control={control}
      name={field}
      className={className}
      label={intl.formatMessage(m[label])}
      autoComplete={autoComplete}
      isRequired
    />
  );
  const address = text(
    names.address ?? ('address' as FieldPath<T>),
    'address',
    'street-address',
    addressClassName,
  );
  const postalCode = text(names.postalCode, 'postalCode', 'postal-code');
  return (
    <>
      <FormCountryField
        control={control}
        name={names.country ?? ('country' as FieldPath<T>)}
        label={intl.formatMessage(m.country)}
        isRequired
      />
      {names.state ? text(names.state, 'state', 'address-level1') : null}
      {text(names.city ?? ('city' as FieldPath<T>), 'city', 'address-level2')}
      {wording === 'checkout' ? [postalCode, address] : [address, postalCode]}
    </>
  );
}
