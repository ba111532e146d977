import type { TestApp } from '../testing/test-app';
import { checkoutRouteTests } from './checkout/checkout.routes.suite';
import { demoPayRouteTests } from './demo-pay/demo-pay.routes.suite';
import { generateRouteTests } from './generate/generate.routes.suite';
import type { OffsetClock } from './payments/commerce-test-helpers';
import { paymentRouteTests } from './payments/payments.routes.suite';
import { quoteRouteTests } from './quotes/quotes.routes.suite';

/** The money path and generation, run once per database dialect. */
export function commerceSuites(getApp: () => TestApp, clock: OffsetClock) {
  quoteRouteTests(getApp, clock);
  checkoutRouteTests(getApp, clock);
  paymentRouteTests(getApp);
  demoPayRouteTests(getApp);
  generateRouteTests(getApp);
}
