import type { Generation, NewGeneration } from '../entities';
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
import type { PaymentProvider } from '../ports/payment-provider.port';
import type { QuoteStore } from '../ports/quote-store.port';
import type { RateLimiter } from '../ports/rate-limiter.port';
import type { TransactionRepository } from '../ports/transaction-repository.port';
import type { TrialCredits } from '../ports/trial-credits.port';
import type { UserRepository } from '../ports/user-repository.port';
import type { TransactionalRepositories } from './ports';

/**
 * Generations with a caller-chosen id: the debit (`debit:<id>`) is written before the row, so
 * the transaction takes the user row's exclusive lock first. (Inserting the row first takes a
 * shared foreign-key lock on the user; two such transactions then deadlock on InnoDB when both
 * try to update the balance.)
 */
export interface GenerationRepositoryWithId extends GenerationRepository {
  createWithId(id: string, generation: NewGeneration): Promise<Generation>;
}

/** The repositories of one database transaction, the credit ledger among them. */
export interface LedgerRepositories extends TransactionalRepositories {
  readonly creditLedger: CreditLedger;
  readonly generations: GenerationRepositoryWithId;
}

/** A unit of work whose ledger writes join the same transaction (as savepoints). */
export interface LedgerUnitOfWork {
  run<T>(work: (repos: LedgerRepositories) => Promise<T>): Promise<T>;
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
