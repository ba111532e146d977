import type { Generators } from '../generation/kinds';
import type { AccountExportRows } from '../ports/account-export.port';
import type { SavedQuota } from '../accounts/saved-quota';
import type { AccountMailSettings, PasswordResetTokenRepository } from '../ports/account-mail.port';
import type { AccountStatsReader } from '../ports/account-stats.port';
import type { CallbackSigner } from '../ports/callback-signer.port';
import type { Clock } from '../ports/clock.port';
import type { ConfirmationMarks } from '../ports/confirmation-marks.port';
import type { EventBus } from '../ports/event-bus.port';
import type { FxRates } from '../ports/fx-rates.port';
import type { GenerationQueue } from '../ports/generation-queue.port';
import type { IdGenerator } from '../ports/id-generator.port';
import type { KnownDevices } from '../ports/known-devices.port';
import type { UserAgentParser } from '../ports/user-agent.port';
import type { PasskeyChallenges, PasskeyCredentials, WebAuthn } from '../ports/passkeys.port';
import type { IdempotencyStore } from '../ports/idempotency-store.port';
import type { MediaStore } from '../ports/media-store.port';
import type { Mailer } from '../ports/mailer.port';
import type { OperatorQueries, UserRoles } from '../ports/operator.port';
import type { OrderCrediting } from '../ports/order-crediting.port';
import type { PasswordHasher } from '../ports/password-hasher.port';
import type { PaymentProvider } from '../ports/payment-provider.port';
import type { PersonalTokenRepository } from '../ports/personal-token-repository.port';
import type { ImageDecoder } from '../ports/image-decoder.port';
import type { UploadRepository } from '../ports/upload-repository.port';
import type { UploadLimits } from '../media/upload-image';
import type { QuoteStore } from '../ports/quote-store.port';
import type { RateLimiter, ThrottlingRateLimiter } from '../ports/rate-limiter.port';
import type { ShareRepository } from '../ports/share-repository.port';
import type { SessionTokens } from '../ports/session-tokens.port';
import type { EmailVerificationTokenRepository } from '../ports/trial-claims.port';
import type { TransactionalRepositories, UnitOfWork } from '../ports/unit-of-work.port';

/**
 * Every port the use cases take, in one bag: the repositories outside a transaction, the unit
 * of work that hands out the same repositories inside one, and the services.
 */
export interface UseCasePorts extends TransactionalRepositories {
  readonly unitOfWork: UnitOfWork;
  readonly personalTokens: PersonalTokenRepository;
  /** The dashboard's figures, counted by the database. */
  readonly accountStats: AccountStatsReader;
  /** An account's rows a page at a time, for its export. */
  readonly exportRows: AccountExportRows;
  /** Password reset tokens (hashed, single use). */
  readonly resetTokens: PasswordResetTokenRepository;
  /** The address verification links' tokens (hashed, single use). */
  readonly verificationTokens: EmailVerificationTokenRepository;
  /** What mail remembers per account (its language, the last low-balance notice). */
  readonly mailSettings: AccountMailSettings;
  readonly mailer: Mailer;
  /** Share links to saved images and texts. */
  readonly shares: ShareRepository;
  /** Who is an operator (the admin role). */
  readonly roles: UserRoles;
  /** The operator console's reads across accounts. */
  readonly operator: OperatorQueries;
  readonly hasher: PasswordHasher;
  readonly tokens: SessionTokens;
  readonly rateLimiter: ThrottlingRateLimiter;
  readonly mediaStore: MediaStore;
  /** Pictures users send: the rows, and the decoder that writes them anew. */
  readonly uploads: UploadRepository;
  readonly imageDecoder: ImageDecoder;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** Idempotency-Key answers, shared by every instance. */
  readonly idempotency: IdempotencyStore;
  readonly orderCrediting: OrderCrediting;
  readonly quoteStore: QuoteStore;
  readonly fxRates: FxRates;
  readonly paymentProvider: PaymentProvider;
  /** Signs and checks the payment callback (DESIGN.md's HMAC). */
  readonly callbackSigner: CallbackSigner;
  /** Signs and checks the demo payment page's per-order token: a key of its own. */
  readonly demoPageSigner: CallbackSigner;
  /** Every model the server knows, per kind of generation (`generation/kinds.ts`). */
  readonly generators: Generators;
  /**
   * Optional: spaces out the status poll's questions to the provider per order (shared by every
   * instance when it lives in Redis). Without it every poll of a pending order asks.
   */
  readonly reconcileLimiter?: RateLimiter;
  /** Optional: balance and payment events for other tabs and instances. */
  readonly events?: EventBus;
  /**
   * Optional: the device families each account signed in from (new-device notices); without
   * it no sign-in is noticed.
   */
  readonly knownDevices?: KnownDevices;
  /** Optional: names browsers and systems in the sessions list and notices. */
  readonly userAgents?: UserAgentParser;
  /** Optional: passkeys (WebAuthn); without them the passkey routes answer 503. */
  readonly passkeys?: {
    readonly credentials: PasskeyCredentials;
    readonly challenges: PasskeyChallenges;
    readonly webAuthn: WebAuthn;
  };
  /** Sessions whose owner gave the password or a passkey again a moment ago (shared). */
  readonly confirmations: ConfirmationMarks;
  /**
   * Where a reserved generation's job runs: in this process (the embedded profile's in-process
   * queue) or on worker processes behind a queue.
   */
  readonly generationQueue: GenerationQueue;
}

export type { Generators };

/** Who asked, for the activity log and per-IP limits. */
export interface RequestMeta {
  readonly ip: string | null;
  readonly userAgent: string | null;
}

export interface UseCaseSettings {
  /**
   * The URL users reach this server at: saved images must live under `<publicUrl>/media/`, the
   * payment provider sends the customer back to `<publicUrl>/checkout-success`, and links in
   * mails point here.
   */
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
  /**
   * Sign-up's trial: credits granted (0 or absent = no trial), the days they last, and whether
   * they wait for the address to be verified (TRIAL_REQUIRES_VERIFIED_EMAIL; default true).
   */
  readonly trial?: {
    readonly credits: number;
    readonly days: number;
    readonly requiresVerifiedEmail?: boolean;
  };
  /** Verification mails resent per account, and links checked per client, in a window. */
  readonly verificationThrottle?: {
    readonly resendsPerUser: number;
    readonly checksPerIp: number;
    readonly windowMs: number;
  };
  /** What one account's library may hold (default DEFAULT_SAVED_QUOTA). */
  readonly savedQuota?: SavedQuota;
  /** How large a picture a user may upload (default DEFAULT_UPLOAD_LIMITS). */
  readonly uploadLimits?: UploadLimits;
  /** Exports of their data one account may start in an hour (default 3). */
  readonly exportsPerHour?: number;
  /** The most rows the unpaginated lists (transactions, generations) answer. */
  readonly listCap?: number;
  /** Price of one credit in EUR cents (CREDIT_PRICE_EUR × 100); default 10. */
  readonly creditPriceEurCents?: number;
  /** Oldest callback timestamp accepted (default 5 minutes). */
  readonly callbackMaxAgeMs?: number;
  /** Furthest-ahead callback timestamp accepted (default 1 minute). */
  readonly callbackMaxAheadMs?: number;
  /** The status poll asks the provider about one pending order at most this often (default 3 s). */
  readonly reconcileIntervalMs?: number;
  /** Reset requests per address and per client address in a window (default DEFAULT_RESET_THROTTLE). */
  readonly resetThrottle?: {
    readonly perAddress: number;
    readonly perIp: number;
    readonly windowMs: number;
  };
  /**
   * Runs work the answer must not wait for (writing a reset token, sending the mail), so a known
   * and an unknown address answer alike and in about the same time. Default: started at once,
   * a failure handed to `onBackgroundError`.
   */
  readonly background?: (task: () => Promise<void>) => void;
  readonly onBackgroundError?: (error: unknown) => void;
}
