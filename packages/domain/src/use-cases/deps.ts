import type { ActivityLog } from '../ports/activity-log.port';
import type { CallbackSigner } from '../ports/callback-signer.port';
import type { Clock } from '../ports/clock.port';
import type { CreditLedger } from '../ports/credit-ledger.port';
import type { EventBus } from '../ports/event-bus.port';
import type { FxRates } from '../ports/fx-rates.port';
import type { GenerationQueue } from '../ports/generation-queue.port';
import type { GenerationRepository } from '../ports/generation-repository.port';
import type { ImageGenerator, TextGenerator } from '../ports/generators.port';
import type { IdGenerator } from '../ports/id-generator.port';
import type { MediaStore } from '../ports/media-store.port';
import type { OrderCrediting } from '../ports/order-crediting.port';
import type { PasswordHasher } from '../ports/password-hasher.port';
import type { PaymentProvider } from '../ports/payment-provider.port';
import type { QuoteStore } from '../ports/quote-store.port';
import type { RateLimiter, ThrottlingRateLimiter } from '../ports/rate-limiter.port';
import type { SessionTokens } from '../ports/session-tokens.port';
import type { TransactionRepository } from '../ports/transaction-repository.port';
import type { TrialCredits } from '../ports/trial-credits.port';
import type {
  LedgerUnitOfWork,
  TransactionalRepositories,
  UnitOfWork,
} from '../ports/unit-of-work.port';
import type { UserRepository } from '../ports/user-repository.port';

/** Everything the account, auth and library use cases touch. */
export interface UseCasePorts extends TransactionalRepositories {
  readonly unitOfWork: UnitOfWork;
  readonly hasher: PasswordHasher;
  readonly tokens: SessionTokens;
  readonly rateLimiter: ThrottlingRateLimiter;
  readonly mediaStore: MediaStore;
  readonly clock: Clock;
}

/** Who asked, for the activity log and per-IP limits. */
export interface RequestMeta {
  readonly ip: string | null;
  readonly userAgent: string | null;
}

export interface UseCaseSettings {
  /** The URL users reach this server at; saved images must live under `<publicUrl>/media/`. */
  readonly publicUrl: string;
  /** Login limits (defaults: 5 failures per account per 15 min, 20 attempts per IP per minute). */
  readonly loginThrottle?: {
    readonly accountFailures: number;
    readonly accountWindowMs: number;
    readonly ipAttempts: number;
    readonly ipWindowMs: number;
  };
  /** A session unused this long expires (default SESSION_IDLE_MS, 14 days; capped by SESSION_TTL_MS). */
  readonly sessionIdleMs?: number;
  /** Sign-ups per client address (default: 10 an hour). */
  readonly signupThrottle?: { readonly perIp: number; readonly windowMs: number };
  /** Sign-up's trial: credits granted (0 or absent = no trial) and the days they last. */
  readonly trial?: { readonly credits: number; readonly days: number };
  /** The most rows the unpaginated lists (transactions, generations) answer. */
  readonly listCap?: number;
}

/** Everything the money path (quotes, checkout, payments) and generation touch. */
export interface CommercePorts {
  readonly users: UserRepository;
  readonly transactions: TransactionRepository;
  readonly generations: GenerationRepository;
  readonly activityLog: ActivityLog;
  readonly creditLedger: CreditLedger;
  readonly orderCrediting: OrderCrediting;
  readonly ledgerUnitOfWork: LedgerUnitOfWork;
  readonly quoteStore: QuoteStore;
  readonly fxRates: FxRates;
  readonly paymentProvider: PaymentProvider;
  /** Signs and checks the payment callback (DESIGN.md's HMAC). */
  readonly callbackSigner: CallbackSigner;
  /** Signs and checks the demo payment page's per-order token: a key of its own. */
  readonly demoPageSigner: CallbackSigner;
  /** Every image model the server knows; `isAvailable()` says which are configured. */
  readonly imageGenerators: readonly ImageGenerator[];
  readonly textGenerators: readonly TextGenerator[];
  readonly mediaStore: MediaStore;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /**
   * Optional: spaces out the status poll's questions to the provider per order (shared by every
   * instance when it lives in Redis). Without it every poll of a pending order asks.
   */
  readonly reconcileLimiter?: RateLimiter;
  /** Optional: balance and payment events for other tabs and instances. */
  readonly events?: EventBus;
  /** Optional: the free trial, whose due remainders the sweeper lapses. */
  readonly trials?: TrialCredits;
  /**
   * Optional: where a reserved generation's job runs (worker processes behind a queue).
   * Without it the job runs here, in the request.
   */
  readonly generationQueue?: GenerationQueue;
}

export interface CommerceSettings {
  /** Where the provider sends the customer back (`<publicUrl>/checkout-success`). */
  readonly publicUrl: string;
  /** Price of one credit in EUR cents (CREDIT_PRICE_EUR × 100); default 10. */
  readonly creditPriceEurCents?: number;
  /** Oldest callback timestamp accepted (default 5 minutes). */
  readonly callbackMaxAgeMs?: number;
  /** Furthest-ahead callback timestamp accepted (default 1 minute). */
  readonly callbackMaxAheadMs?: number;
  /** The status poll asks the provider about one pending order at most this often (default 3 s). */
  readonly reconcileIntervalMs?: number;
}
