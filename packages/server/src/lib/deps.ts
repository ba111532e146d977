import type { MediaStore, PaymentWebhookVerifier, UploadLimits } from '@lumen/domain';
import type { OidcSignInUseCases, UseCases } from '@lumen/domain/use-cases';
import type { Metrics } from '../composition/metrics';
import type { ReadinessReport } from '../composition/readiness';
import type { Logger } from './logger';

export interface AppSettings {
  /** How many proxy hops to trust in X-Forwarded-For (0: ignore the header). */
  readonly trustedProxyHops: number;
  /** The web app's build directory, served at `/` when it holds an index.html. */
  readonly webDist?: string;
  /** PUBLIC_URL: the demo payment page accepts form posts from this origin. */
  readonly publicUrl?: string;
  /** GET /api/config: the trial's credits (0 = no trial) and days, as configured. */
  readonly trial: { readonly credits: number; readonly days: number };
  /** UPLOAD_MAX_BYTES and UPLOAD_MAX_SIDE (default DEFAULT_UPLOAD_LIMITS): the upload's body limit. */
  readonly uploadLimits?: UploadLimits;
  /** GET /api/config: the OpenID Connect provider's button text, when one is configured. */
  readonly oidcLabel?: string;
}

/** What createApp needs: the use cases (over whatever adapters), media, and edge settings. */
export interface AppDeps {
  readonly useCases: UseCases;
  readonly mediaStore: MediaStore;
  readonly settings: AppSettings;
  /** Set when Stripe is configured: verifies POST /api/payments/webhook/stripe. */
  readonly stripeWebhook?: PaymentWebhookVerifier;
  /** GET /api/ready: the database and Redis answer, and the process is not draining. */
  readonly readiness: { check(): Promise<ReadinessReport> };
  /** One line per request and unexpected errors; unset (tests), nothing is logged. */
  readonly logger?: Logger;
  /** Request counts and latencies by route and status (the container's registry). */
  readonly metrics?: Metrics;
  /** Set when an OpenID Connect provider is configured (OIDC_*): /api/auth/oidc/*. */
  readonly oidc?: OidcSignInUseCases;
}
