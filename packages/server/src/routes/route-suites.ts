import type { TestApp } from '../testing/test-app';
import { authRouteTests } from './auth/auth.routes.suite';

/** Every route's tests, run once per database dialect. */
export function routeSuites(getApp: () => TestApp) {
  authRouteTests(getApp);
}
