import { PageTitle } from '@/components/page-title';
import { CheckoutSuccessScreen } from '@/features/payments/components/checkout-success-screen';

export function Component() {
  return (
    <>
      <PageTitle id="page.checkoutSuccess" />
      <CheckoutSuccessScreen />
    </>
  );
}
