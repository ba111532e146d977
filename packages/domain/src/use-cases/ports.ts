import type { ActivityLog } from '../ports/activity-log.port';
import type { BillingProfileRepository } from '../ports/billing-profile-repository.port';
import type { Clock } from '../ports/clock.port';
import type { GenerationRepository } from '../ports/generation-repository.port';
import type { MediaStore } from '../ports/media-store.port';
import type { PasswordHasher } from '../ports/password-hasher.port';
import type { RateLimiter } from '../ports/rate-limiter.port';
import type { SavedImageRepository } from '../ports/saved-image-repository.port';
import type { SavedTextRepository } from '../ports/saved-text-repository.port';
import type { SessionStore } from '../ports/session-store.port';
import type { TransactionRepository } from '../ports/transaction-repository.port';
import type { TrialCredits } from '../ports/trial-credits.port';
import type { UserRepository } from '../ports/user-repository.port';

/**
 * What the use cases need beyond the domain's ports. Each is small enough to be implemented by
 * the adapters the composition root already has.
 */

/** Bearer tokens: an opaque random token and the SHA-256 (lowercase hex) the database keeps. */
export interface SessionTokens {
  issue(): { token: string; tokenHash: string };
  hash(token: string): string;
}

/** The rate limiter, able to forget a key (a successful login gives its reserved attempt back). */
export interface ThrottleLimiter extends RateLimiter {
  reset?(key: string): Promise<void>;
}

/** The repositories that take part in a database transaction. */
export interface TransactionalRepositories {
  readonly users: UserRepository;
  readonly sessions: SessionStore;
  readonly activityLog: ActivityLog;
  readonly billingProfiles: BillingProfileRepository;
  readonly savedImages: SavedImageRepository;
  readonly savedTexts: SavedTextRepository;
  readonly generations: GenerationRepository;
  readonly transactions: TransactionRepository;
  /** Sign-up's trial grant is written with the account, in its transaction. */
  readonly trials: TrialCredits;
}

/**
 * Runs `work` in one database transaction: every repository it is handed joins it, and an error
 * thrown (or a rejected promise) rolls everything back.
 */
export interface UnitOfWork {
  run<T>(work: (repos: TransactionalRepositories) => Promise<T>): Promise<T>;
}

/** Everything the account, auth and library use cases touch. */
export interface UseCasePorts extends TransactionalRepositories {
  readonly unitOfWork: UnitOfWork;
  readonly hasher: PasswordHasher;
  readonly tokens: SessionTokens;
  readonly rateLimiter: ThrottleLimiter;
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
