// @lumen/adapters: the ports of @lumen/domain on SQL (MySQL/MariaDB, SQLite), Redis and memory.
// Only the composition root (packages/server) constructs these.

// SQL: one entry point, every repository
export {
  type Database,
  type DatabaseOptions,
  openDatabase,
  type SqlRepositories,
} from './sql/database';
export type { SqlDialect } from './sql/connection';
export {
  cutSuffixes,
  fillSavedListIndexes,
  fillSavedTextWords,
  TEXT_WORD_CHARS,
  textWords,
  VOCABULARY_CHARS,
} from './sql/saved-content-index';
export { fillAccountTallies } from './sql/account-tallies';
export {
  SqlAccountMailSettings,
  SqlPasswordResetTokens,
} from './sql/repositories/account-mail.sql';
export { SqlAccountExportRows } from './sql/repositories/account-export.sql';
export { SqlAccountStats } from './sql/repositories/account-stats.sql';
export { SqlOperatorQueries, SqlUserRoles } from './sql/repositories/operator.sql';
export { SqlActivityLog } from './sql/repositories/activity-log.sql';
export { SqlBillingProfileRepository } from './sql/repositories/billing-profile.sql';
export { type CreditOrderResult, SqlCreditLedger } from './sql/repositories/credit-ledger.sql';
export { SqlGenerationRepository } from './sql/repositories/generation.sql';
export { SqlSavedImageRepository } from './sql/repositories/saved-image.sql';
export { SqlSavedTextRepository } from './sql/repositories/saved-text.sql';
export { SqlSessionRepository } from './sql/repositories/session.sql';
export { SqlKnownDevices } from './sql/repositories/known-devices.sql';
export { SqlPasskeyCredentials } from './sql/repositories/passkey-credentials.sql';
export { BowserUserAgentParser } from './devices/bowser-user-agent';
export { SimpleWebAuthn, type SimpleWebAuthnOptions } from './devices/simple-webauthn';
export { SqlTransactionRepository } from './sql/repositories/transaction.sql';
export { normalizeEmail, SqlUserRepository } from './sql/repositories/user.sql';

// Cache, rate limits, quotes, events: Redis or memory
export { type Cache, type CacheOptions, createCache } from './cache/create-cache';
export { CacheUnavailableError } from './cache/redis-failover';
export { MemorySingleUseStore, RedisSingleUseStore } from './cache/single-use-store';
export { MemoryConfirmationMarks, RedisConfirmationMarks } from './cache/confirmation-marks';
export { OpenIdConnectProvider, type OpenIdConnectOptions } from './oidc/openid-connect-provider';
export { SqlLinkedIdentityRepository } from './sql/repositories/linked-identity.sql';
export {
  MemoryEventBus,
  MemoryIdempotencyStore,
  MemoryQuoteStore,
  MemoryRateLimiter,
  MemorySessionCache,
} from './cache/memory-cache';
export { MemoryPasskeyChallenges } from './cache/memory-cache';
export { RedisPasskeyChallenges } from './cache/redis-cache';
export {
  RedisEventBus,
  RedisIdempotencyStore,
  RedisQuoteStore,
  RedisRateLimiter,
  RedisSessionCache,
} from './cache/redis-cache';

// Passwords and tokens
export {
  type Argon2Params,
  Argon2PasswordHasher,
  DEFAULT_ARGON2_PARAMS,
} from './crypto/argon2-password-hasher';
export { createSessionToken, sha256Hex } from './crypto/token-hash';

// Payments, generation and media on the embedded profile (no outside service needed)
export { HmacCallbackSigner } from './payments/hmac-callback-signer';
export { DEMO_PAYMENT_PATH, DemoPaymentProvider } from './payments/demo-payment.provider';
export { LocalMediaStore } from './media/local-media.store';
export { MEDIA_URL_PREFIX } from './media/media-keys';
export { S3MediaStore, type S3MediaStoreOptions } from './media/s3-media.store';
export { SharpImageDecoder } from './media/sharp-image.decoder';
export {
  DEMO_IMAGE_FAILURE_TRIGGER,
  DemoImageGenerator,
  demoImageSize,
} from './generation/demo-image.generator';
export {
  countWords,
  DEMO_TEXT_FAILURE_TRIGGER,
  DEMO_TEXT_WORD_DELAY_MS,
  DemoTextGenerator,
} from './generation/demo-text.generator';
export {
  bundledFfmpegPath,
  DEMO_VIDEO_FAILURE_TRIGGER,
  DEMO_VIDEO_FRAMES,
  DemoVideoGenerator,
} from './generation/demo-video.generator';
export { UnavailableGenerator } from './generation/unavailable.generator';
export { type KindGeneratorSettings, kindGenerators } from './generation/kind-generators';
export {
  DEMO_VOICE_FAILURE_MARKER,
  DEMO_VOICES,
  DemoVoiceGenerator,
} from './generation/demo-voice.generator';
export {
  decodeWav,
  encodeMp3,
  encodeSpeech,
  encodeWav,
  mp3Frames,
  type Pcm16,
} from './generation/audio-encoding';

// Generation jobs: in this process (ROLE=all) or on BullMQ workers (ROLE=api and worker)
export {
  BullmqGenerationQueue,
  type BullmqGenerationQueueOptions,
  BullmqGenerationWorker,
  type BullmqGenerationWorkerOptions,
  GENERATION_QUEUE_NAME,
} from './queue/bullmq-generation.queue';
export { InProcessGenerationQueue } from './queue/in-process-generation.queue';

// Real providers: Stripe Checkout and Gemini, switched on by configuration
export {
  STRIPE_SESSION_EVENTS,
  StripePaymentProvider,
  type StripePaymentProviderOptions,
  type StripeSessionEventType,
  StripeSignatureError,
  type StripeWebhookEvent,
  sessionPaymentStatus,
  withSessionIdTemplate,
} from './payments/stripe-payment.provider';
export {
  DEFAULT_GEMINI_IMAGE_MODEL,
  DEFAULT_GEMINI_SPEECH_MODEL,
  DEFAULT_GEMINI_TEXT_MODEL,
  DEFAULT_GEMINI_TIMEOUT_MS,
  DEFAULT_GEMINI_VIDEO_MODEL,
  GeminiClient,
  type GeminiOptions,
  type GeminiRetryOptions,
} from './generation/gemini-client';
export { GeminiImageGenerator } from './generation/gemini-image.generator';
export { GeminiVideoGenerator, type GeminiVideoOptions } from './generation/gemini-video.generator';
export { GeminiTextGenerator } from './generation/gemini-text.generator';
export { GeminiVoiceGenerator } from './generation/gemini-voice.generator';

// Outgoing mail: SMTP when configured, else .eml files in the outbox
export {
  OutboxMailer,
  type OutboxMailerOptions,
  SmtpMailer,
  type SmtpMailerOptions,
} from './mail/nodemailer.mailer';
export { DemoEditGenerator } from './generation/demo-edit.generator';
export { DemoVariationGenerator } from './generation/demo-variation.generator';
export {
  editInstruction,
  GeminiEditGenerator,
  GeminiVariationGenerator,
  variationInstruction,
} from './generation/gemini-from-source.generator';
export {
  DEMO_REWRITE_FAILURE_MARKER,
  DEMO_SPANISH_WORDS,
  DemoRewriteGenerator,
} from './generation/demo-rewrite.generator';
export { GeminiRewriteGenerator } from './generation/gemini-rewrite.generator';
