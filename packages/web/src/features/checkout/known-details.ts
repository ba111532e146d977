import type { CheckoutDetails } from '@lumen/domain';
import type { components } from '@lumen/client';
import { countryCode } from '@/lib/countries';

/** The checkout form's values: consent starts unticked, whatever the schema's output says. */
export type CheckoutValues = Omit<CheckoutDetails, 'agreeToTerms'> & { agreeToTerms: boolean };

/** What the account already knows of the billing details (never the consent). */
export type KnownDetails = Partial<Omit<CheckoutValues, 'agreeToTerms'>>;

type Profile = Pick<components['schemas']['Profile'], 'full_name' | 'email' | 'phone'>;
type BillingProfile = Pick<
  components['schemas']['BillingProfile'],
  'address' | 'city' | 'postal_code' | 'country' | 'is_default'
>;

/**
 * Checkout starts from the account: name, e-mail and phone from the profile, the address from
 * the default billing profile (else the first). Only what is there; the user can change it all.
 */
export function knownDetails(
  profile: Profile | undefined,
  billingProfiles: readonly BillingProfile[] | undefined,
): KnownDetails {
  const billing = billingProfiles?.find((p) => p.is_default === 1) ?? billingProfiles?.[0];
  const country = billing ? countryCode(billing.country) : undefined;
  const known: KnownDetails = {
    fullName: profile?.full_name,
    email: profile?.email,
    phone: profile?.phone ?? undefined,
    country,
    city: billing?.city,
    address: billing?.address,
    zipCode: billing?.postal_code,
  };
  return Object.fromEntries(
    Object.entries(known).filter(([, value]) => typeof value === 'string' && value !== ''),
  ) as KnownDetails;
}
