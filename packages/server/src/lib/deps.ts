import type { IdempotencyStore, MediaStore, PaymentWebhookVerifier } from '@lumen/domain';
import type {
  AccountExportUseCases,
  AccountMailUseCases,
  AccountStatsUseCases,
  CommerceUseCases,
  OperatorUseCases,
  PersonalTokenUseCases,
  SharingUseCases,
  UseCases,
} from '@lumen/domain/use-cases';
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
}

/** What createApp needs: the use cases (over whatever adapters), media, and edge settings. */
export interface AppDeps {
  readonly useCases: UseCases;
  readonly mediaStore: MediaStore;
  readonly settings: AppSettings;
  /** Quotes, checkout, payments and generation (the money path). */
  readonly commerce: CommerceUseCases;
  /** Idempotency-Key answers, shared by every instance (Redis; memory on the embedded default). */
  readonly idempotency: IdempotencyStore;
  /** Password reset by mail, the account's mail language, the low-balance notice. */
  readonly accountMail: AccountMailUseCases;
  /** Personal access tokens: created, listed and revoked from a session; each use looked up. */
  readonly personalTokens: PersonalTokenUseCases;
  /** The dashboard's figures, counted by the database. */
  readonly accountStats: AccountStatsUseCases;
  /** The operator's console (admin role only). */
  readonly operator: OperatorUseCases;
  /** Share links: made, listed and revoked by their owner; opened by anyone holding one. */
  readonly sharing: SharingUseCases;
  /** Download my data: the account's whole content as one streamed archive. */
  readonly accountExport: AccountExportUseCases;
  /** Set when Stripe is configured: verifies POST /api/payments/webhook/stripe. */
  readonly stripeWebhook?: PaymentWebhookVerifier;
  /** GET /api/ready: the database and Redis answer, and the process is not draining. */
  readonly readiness: { check(): Promise<ReadinessReport> };
  /** One line per request and unexpected errors; unset (tests), nothing is logged. */
  readonly logger?: Logger;
  /** Request counts and latencies by route and status (the container's registry). */
  readonly metrics?: Metrics;
}
