import { createRouter } from './lib/create-router';
import type { AppDeps } from './lib/deps';
import { configureOpenApi } from './lib/openapi';
import type { AppOpenAPI } from './lib/types';
import { apiBodyLimit, MAX_BODY_BYTES } from './middlewares/body-limit';
import { closeUnreadBody } from './middlewares/close-unread-body';
import { clientIp } from './middlewares/client-ip';
import { apiNotFound, onError } from './middlewares/on-error';
import { rateLimitHeaders } from './middlewares/rate-limit-headers';
import { securityHeaders } from './middlewares/security-headers';
import { apiNoStore, requestId } from './middlewares/request-id';
import { requestLog } from './middlewares/request-log';
import { serveMedia } from './middlewares/serve-media';
import { serveWebApp } from './middlewares/serve-web';
import account from './routes/account/account.index';
import admin from './routes/admin/admin.index';
import accountData from './routes/account-data/account-data.index';
import auth from './routes/auth/auth.index';
import billingProfiles from './routes/billing-profiles/billing-profiles.index';
import checkout from './routes/checkout/checkout.index';
import { demoPayPage } from './routes/demo-pay/demo-pay.index';
import emailVerification from './routes/email-verification/email-verification.index';
import generate from './routes/generate/generate.index';
import generations from './routes/generations/generations.index';
import health from './routes/health/health.index';
import images from './routes/images/images.index';
import models from './routes/models/models.index';
import confirm from './routes/confirm/confirm.index';
import oidc from './routes/oidc/oidc.index';
import passwordReset from './routes/password-reset/password-reset.index';
import payments from './routes/payments/payments.index';
import profile from './routes/profile/profile.index';
import { publicConfigOf } from './routes/public-config/public-config.handlers';
import publicConfig from './routes/public-config/public-config.index';
import quotes from './routes/quotes/quotes.index';
import settings from './routes/settings/settings.index';
import { sharePage } from './routes/shares/share-page.index';
import shares from './routes/shares/shares.index';
import stripeWebhook from './routes/stripe-webhook/stripe-webhook.index';
import texts from './routes/texts/texts.index';
import tokens from './routes/tokens/tokens.index';
import { uploadBodyLimit } from './routes/uploads/uploads.body-limit';
import uploads from './routes/uploads/uploads.index';
import transactions from './routes/transactions/transactions.index';
import passkeys from './routes/passkeys/passkeys.index';
import sessions from './routes/sessions/sessions.index';

/** The API's routers, each mounted under /api. */
const routers = [
  health,
  auth,
  oidc,
  confirm,
  passwordReset,
  emailVerification,
  profile,
  account,
  accountData,
  settings,
  tokens,
  shares,
  transactions,
  generations,
  billingProfiles,
  images,
  texts,
  quotes,
  checkout,
  payments,
  generate,
  uploads,
  models,
  publicConfig,
  stripeWebhook,
  admin,
  sessions,
  passkeys,
] as const;

/**
 * Pure wiring: the same app serves production (deps from the container), the route tests
 * (`app.request()`) and the OpenAPI export (stub deps, never called).
 */
export function createApp(deps: AppDeps): AppOpenAPI {
  const app = createRouter();

  app.use('*', requestId());
  app.use('*', closeUnreadBody());
  app.use('*', requestLog(deps));
  app.use('*', securityHeaders());
  app.use('*', clientIp(deps.settings.trustedProxyHops));
  app.use('*', (c, next) => {
    c.set('deps', deps);
    return next();
  });
  app.use('/api/*', apiBodyLimit(MAX_BODY_BYTES, [uploadBodyLimit(deps.settings.uploadLimits)]));
  app.use('/api/*', rateLimitHeaders());
  // The API's default Cache-Control: no-store, which a route's own replaces.
  app.use('/api/*', apiNoStore());

  configureOpenApi(app);
  for (const router of routers) app.route('/api', router);

  demoPayPage(app, deps.settings.publicUrl ?? 'http://localhost');
  sharePage(app, deps.settings.publicUrl ?? 'http://localhost');
  serveMedia(app);
  serveWebApp(app, deps.settings.webDist, publicConfigOf(deps.settings));

  app.notFound(apiNotFound);
  app.onError(onError);
  return app;
}
