import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PageTitle } from '@/components/page-title';
import { billingProfilesQueryOptions } from '@/features/dashboard/api/get-billing-profiles';
import { profileQueryOptions } from '@/features/dashboard/api/get-profile';
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';
import { knownDetails } from '@/features/checkout/known-details';
import { useAuthToken } from '@/lib/auth/token';

export function Component() {
  const signedIn = Boolean(useAuthToken());
  // What the account knows fills the checkout form; either failing just leaves the field empty.
  const profile = useQuery({ ...profileQueryOptions(), enabled: signedIn });
  const billing = useQuery({ ...billingProfilesQueryOptions(), enabled: signedIn });
  const known = useMemo(
    () => knownDetails(profile.data, billing.data),
    [profile.data, billing.data],
  );
  return (
    <>
      <PageTitle id="page.checkout" />
      <CheckoutScreen known={known} />
    </>
  );
}
