import type { TestApp } from '../testing/test-app';
import { accountRouteTests } from './account/account.routes.suite';
import { adminRouteTests } from './admin/admin.routes.suite';
import { authRouteTests } from './auth/auth.routes.suite';
import { billingProfileRouteTests } from './billing-profiles/billing-profiles.routes.suite';
import { imageRouteTests } from './images/images.routes.suite';
import { profileRouteTests } from './profile/profile.routes.suite';
import { textRouteTests } from './texts/texts.routes.suite';
import { transactionRouteTests } from './transactions/transactions.routes.suite';

/** Every route's tests, run once per database dialect. */
export function routeSuites(getApp: () => TestApp) {
  authRouteTests(getApp);
  profileRouteTests(getApp);
  accountRouteTests(getApp);
  adminRouteTests(getApp);
  transactionRouteTests(getApp);
  billingProfileRouteTests(getApp);
  imageRouteTests(getApp);
  textRouteTests(getApp);
}
