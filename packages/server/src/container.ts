import { randomBytes, randomUUID } from 'node:crypto';
import {
  Argon2PasswordHasher,
  BowserUserAgentParser,
  SimpleWebAuthn,
  BullmqGenerationQueue,
  type Cache,
  createCache,
  createSessionToken,
  type Database,
  DemoPaymentProvider,
  GeminiClient,
  HmacCallbackSigner,
  kindGenerators,
  InProcessGenerationQueue,
  LocalMediaStore,
  OpenIdConnectProvider,
  OutboxMailer,
  openDatabase,
  S3MediaStore,
  SharpImageDecoder,
  SmtpMailer,
  sha256Hex,
  StripePaymentProvider,
} from '@lumen/adapters';
import type {
  Clock,
  GenerationJobHandler,
  Mailer,
  MediaStore,
  PasswordHasher,
} from '@lumen/domain';
import {
  type AccountMailUseCases,
  createGenerationSweeper,
  createOidcSignInUseCases,
  createUseCases,
  type GenerationSweeper,
  type UseCasePorts,
  type UseCaseSettings,
} from '@lumen/domain/use-cases';
import { type Config, ensurePrivateDataDir } from './config';
import { CachedSessionRepository } from './composition/cached-session-repository';
import {
  CurrentUserCache,
  forgettingEventBus,
  withCurrentUserCache,
} from './composition/current-user-cache';
import {
  countedGenerators,
  countedOrderCrediting,
  countedRefunds,
  Metrics,
} from './composition/metrics';
import { Readiness } from './composition/readiness';
import type { AppDeps } from './lib/deps';
import type { Logger } from './lib/logger';
import { observeRateLimits } from './middlewares/rate-limit-headers';

/** The composition root: the one place that constructs adapters, picked by configuration. */

export interface Container {
  readonly deps: AppDeps;
  readonly db: Database;
  readonly cache: Cache;
  readonly ports: UseCasePorts;
  /** Fails and refunds stale pending generations; main runs it at start and every minute. */
  readonly generationSweeper: GenerationSweeper;
  /** Deletes sessions past their expiry (idle or absolute); main runs it with the sweeper. */
  purgeExpiredSessions(): Promise<number>;
  /** GET /api/ready's answer; main drains it on SIGTERM. */
  readonly readiness: Readiness;
  /** This process's Prometheus registry (served on METRICS_PORT by main). */
  readonly metrics: Metrics;
  /** Password reset and the low-balance notice (their mails). */
  readonly accountMail: AccountMailUseCases;
  /** Applies pending migrations; main runs it before listening. */
  migrate(): Promise<string[]>;
  /**
   * Generation jobs: what a worker runs for each job (ROLE=worker hands it to the BullMQ
   * worker), and `ready`, which resolves once queued jobs' outcomes can be received.
   */
  readonly generationJobs: {
    readonly handler: GenerationJobHandler;
    ready(): Promise<void>;
    /** Resolves once no job runs in this process (jobs in process finish before the pool closes). */
    idle(): Promise<void>;
  };
  close(): Promise<void>;
}

export interface ContainerOverrides {
  /** Tests swap in a cheap hasher; production uses argon2id at DEFAULT_ARGON2_PARAMS. */
  readonly hasher?: PasswordHasher;
  readonly mediaStore?: MediaStore;
  readonly loginThrottle?: UseCaseSettings['loginThrottle'];
  /** Redis key prefix instead of REDIS_KEY_PREFIX (tests isolate themselves with a random one). */
  readonly redisKeyPrefix?: string;
  /** Tests move time (quote expiry, callback timestamps). */
  readonly clock?: Clock;
  /** Request and error log (main passes the configured one); unset, requests are not logged. */
  readonly logger?: Logger;
  /** Tests catch outgoing mail; otherwise SMTP_URL's server, else the outbox in DATA_DIR. */
  readonly mailer?: Mailer;
}

export function buildContainer(config: Config, overrides: ContainerOverrides = {}): Container {
  ensurePrivateDataDir(config.dataDir);
  // GET /api/auth/me's view, kept ~1 s in memory; writes and balance events forget it.
  const currentUsers = new CurrentUserCache();
  const db = openDatabase({
    ...(config.databaseUrl ? { url: config.databaseUrl } : { sqlitePath: config.sqlitePath }),
    onUserChanged: (userId) => currentUsers.forget(userId),
  });
  const cache = createCache({
    ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}),
    keyPrefix: overrides.redisKeyPrefix ?? config.redisKeyPrefix,
  });
  // Media: an S3 bucket shared by every instance when MEDIA_S3_BUCKET is set, else DATA_DIR/media.
  const s3Media = config.mediaS3
    ? new S3MediaStore({ ...config.mediaS3, publicUrl: config.publicUrl })
    : undefined;
  const mediaStore =
    overrides.mediaStore ??
    s3Media ??
    new LocalMediaStore({ root: config.mediaDir, publicUrl: config.publicUrl });
  const clock: Clock = overrides.clock ?? { now: () => new Date() };
  const events = forgettingEventBus(cache.eventBus, currentUsers);
  // Generation jobs run in this process (ROLE=all) or on BullMQ workers (ROLE=api enqueues,
  // ROLE=worker takes them); a worker reads the queue's depth from Redis too.
  const inProcessJobs = new InProcessGenerationQueue();
  const queuedJobs =
    config.role !== 'all' && config.redisUrl
      ? new BullmqGenerationQueue({
          redisUrl: config.redisUrl,
          keyPrefix: overrides.redisKeyPrefix ?? config.redisKeyPrefix,
          waitTimeoutMs: config.generationTimeoutMinutes * 60_000,
        })
      : undefined;
  const metrics = new Metrics({
    redisFallback: () => cache.fallback(),
    queueDepth: () => (queuedJobs ?? inProcessJobs).depth(),
  });
  const readiness = new Readiness({
    database: () => db.ping(),
    ...(config.redisUrl ? { redis: () => cache.ping() } : {}),
  });

  // Mail: SMTP when configured; else .eml files in DATA_DIR/outbox, their subject and link logged.
  const smtp = config.mail.smtpUrl
    ? new SmtpMailer({ url: config.mail.smtpUrl, from: config.mail.from })
    : undefined;
  const mailer =
    overrides.mailer ??
    smtp ??
    new OutboxMailer({
      dir: config.mail.outboxDir,
      from: config.mail.from,
      log: (entry) => overrides.logger?.info(entry, 'mail written to the outbox'),
    });
  // The money path and generation: demo payment provider and demo models on the embedded
  // profile; Stripe and gemini when configured (gemini is listed as unavailable otherwise).
  const callbackSigner = new HmacCallbackSigner(config.paymentCallbackSecret);
  // The page token's own key: a token is never a callback signature, nor the reverse.
  const demoPageSigner = new HmacCallbackSigner(config.paymentCallbackSecret, {
    purpose: 'demo-pay-page-token',
  });
  // Real providers, switched on by STRIPE_* and GEMINI_API_KEY.
  const stripe = config.stripe ? new StripePaymentProvider(config.stripe) : undefined;
  const gemini = config.gemini
    ? new GeminiClient({
        apiKey: config.gemini.apiKey,
        ...(config.gemini.baseUrl ? { baseUrl: config.gemini.baseUrl } : {}),
        ...(config.gemini.imageModel ? { imageModel: config.gemini.imageModel } : {}),
        ...(config.gemini.textModel ? { textModel: config.gemini.textModel } : {}),
        ...(config.gemini.speechModel ? { speechModel: config.gemini.speechModel } : {}),
        ...(config.gemini.videoModel ? { videoModel: config.gemini.videoModel } : {}),
        ...(config.gemini.timeoutMs ? { timeoutMs: config.gemini.timeoutMs } : {}),
      })
    : undefined;
  // Every model per kind, from the adapters' one table of them. Each model call is counted.
  const generators = countedGenerators(
    kindGenerators({
      gemini,
      demoTextWordDelayMs: config.demoTextWordDelayMs,
      geminiVideo: {
        ...(config.gemini?.videoTimeoutMs ? { timeoutMs: config.gemini.videoTimeoutMs } : {}),
        ...(config.gemini?.videoPollMs ? { pollIntervalMs: config.gemini.videoPollMs } : {}),
      },
    }),
    metrics,
  );
  const ports: UseCasePorts = {
    users: db.users,
    sessions: new CachedSessionRepository(db.sessions, cache.sessionCache),
    activityLog: db.activityLog,
    billingProfiles: db.billingProfiles,
    savedImages: db.savedImages,
    savedTexts: db.savedTexts,
    generations: db.generations,
    transactions: db.transactions,
    creditLedger: db.creditLedger,
    trials: db.trials,
    accountClosure: db.accountClosure,
    personalTokens: db.personalTokens,
    accountStats: db.accountStats,
    exportRows: db.exportRows,
    resetTokens: db.passwordResetTokens,
    verificationTokens: db.emailVerificationTokens,
    trialClaims: db.trialClaims,
    linkedIdentities: db.linkedIdentities,
    mailSettings: db.accountMailSettings,
    mailer,
    shares: db.shares,
    roles: db.roles,
    operator: db.operator,
    unitOfWork: countedRefunds(
      {
        // Session revocations inside the transaction also clear the session cache after commit.
        run: async (work) => {
          const afterCommit: (() => Promise<void>)[] = [];
          const result = await db.transaction((repos) =>
            work({
              ...repos,
              sessions: new CachedSessionRepository(repos.sessions, cache.sessionCache, (task) =>
                afterCommit.push(task),
              ),
            }),
          );
          for (const task of afterCommit) await task();
          return result;
        },
      },
      metrics,
    ),
    hasher: overrides.hasher ?? new Argon2PasswordHasher(),
    tokens: { issue: createSessionToken, hash: sha256Hex },
    rateLimiter: observeRateLimits(cache.rateLimiter),
    mediaStore,
    uploads: db.uploads,
    imageDecoder: new SharpImageDecoder(),
    clock,
    ids: { uuid: randomUUID, token: () => randomBytes(32).toString('base64url') },
    idempotency: cache.idempotencyStore,
    orderCrediting: countedOrderCrediting(db.creditLedger, metrics),
    quoteStore: cache.quoteStore,
    reconcileLimiter: cache.rateLimiter,
    fxRates: { rates: async () => config.fxRates },
    paymentProvider:
      stripe ??
      new DemoPaymentProvider({
        publicUrl: config.publicUrl,
        signer: demoPageSigner,
      }),
    callbackSigner,
    demoPageSigner,
    generators,
    events: events.bus,
    generationQueue: config.role === 'api' && queuedJobs ? queuedJobs : inProcessJobs,
    knownDevices: db.knownDevices,
    confirmations: cache.confirmations,
    userAgents: new BowserUserAgentParser(),
    passkeys: {
      credentials: db.passkeys,
      challenges: cache.passkeyChallenges,
      webAuthn: new SimpleWebAuthn({ publicUrl: config.publicUrl }),
    },
  };
  const settings: UseCaseSettings = {
    publicUrl: config.publicUrl,
    signupThrottle: { perIp: config.signupLimitPerHour, windowMs: 60 * 60 * 1000 },
    exportsPerHour: config.exportLimitPerHour,
    savedQuota: config.savedQuota,
    uploadLimits: config.uploadLimits,
    sessionIdleMs: config.sessionIdleMs,
    trial: config.trial,
    creditPriceEurCents: config.creditPriceEurCents,
    onBackgroundError: (error) => overrides.logger?.error({ err: error }, 'mail failed'),
    ...(overrides.loginThrottle ? { loginThrottle: overrides.loginThrottle } : {}),
  };
  const useCases = withCurrentUserCache(createUseCases(ports, settings), currentUsers);
  const { accountMail } = useCases;
  // A balance under one default image's cost (after a debit, on any instance): one mail a day.
  const stopLowBalanceNotices = events.bus.subscribe('balance.changed', (event) =>
    accountMail.noticeLowBalance(event.userId, event.balance).then(
      () => undefined,
      (error: unknown) => overrides.logger?.error({ err: error }, 'low-balance notice failed'),
    ),
  );
  inProcessJobs.handle(useCases.generation.runJob);
  // "Continue with …" when an OpenID Connect provider is configured: its state between the
  // redirects is shared by every instance (Redis when configured).
  const oidc = config.oidc
    ? createOidcSignInUseCases(
        { ...ports, oidc: new OpenIdConnectProvider(config.oidc), oidcStore: cache.singleUse },
        settings,
      )
    : undefined;

  return {
    db,
    cache,
    ports,
    accountMail,
    readiness,
    metrics,
    generationSweeper: createGenerationSweeper(ports, {
      timeoutMs: config.generationTimeoutMinutes * 60_000,
    }),
    deps: {
      useCases,
      mediaStore,
      settings: {
        trustedProxyHops: config.trustedProxyHops,
        webDist: config.webDist,
        publicUrl: config.publicUrl,
        trial: config.trial,
        uploadLimits: config.uploadLimits,
        ...(config.oidc ? { oidcLabel: config.oidc.label } : {}),
      },
      ...(oidc ? { oidc } : {}),
      ...(stripe ? { stripeWebhook: stripe } : {}),
      readiness,
      metrics,
      ...(overrides.logger ? { logger: overrides.logger } : {}),
    },
    purgeExpiredSessions: () => db.sessions.deleteExpired(clock.now()),
    migrate: () => db.migrate(),
    generationJobs: {
      handler: useCases.generation.runJob,
      ready: async () => queuedJobs?.ready(),
      idle: () => inProcessJobs.idle(),
    },
    close: async () => {
      await queuedJobs?.close();
      stopLowBalanceNotices();
      events.stop();
      smtp?.close();
      await cache.close();
      await db.close();
      s3Media?.close();
    },
  };
}
