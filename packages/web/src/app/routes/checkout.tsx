import { PageTitle } from '../../components/page-title';
import { CheckoutScreen } from '../../features/checkout/components/checkout-screen';

export function Component() {
  return (
    <>
      <PageTitle id="page.checkout" />
      <CheckoutScreen />
    </>
  );
}
