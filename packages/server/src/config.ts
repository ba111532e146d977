import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_TRIAL_CREDITS, FREE_TRIAL_DAYS, parseFxRates } from '@lumen/domain';
import { z } from 'zod';

// The environment is read once, here; the rest of the server receives a typed Config.

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** FX_RATES over the static table, read by the domain's parser (the one pricing trusts). */
const fxRates = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const parsed = parseFxRates(value ?? '');
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.error.message });
    return z.NEVER;
  });

/** TRUSTED_PROXY: unset/false = ignore X-Forwarded-For; true = one proxy; N = N proxy hops. */
const trustedProxy = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const v = value?.trim().toLowerCase();
    if (!v || v === 'false' || v === '0' || v === 'no') return 0;
    if (v === 'true' || v === 'yes') return 1;
    const hops = Number(v);
    if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
      ctx.addIssue({ code: 'custom', message: 'TRUSTED_PROXY: use true, false or a hop count' });
      return z.NEVER;
    }
    return hops;
  });

/** An on/off switch: true/1/yes or false/0/no (any case); unset or empty takes `fallback`. */
const flag = (name: string, fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const v = value?.trim().toLowerCase();
      if (!v) return fallback;
      if (v === 'true' || v === '1' || v === 'yes') return true;
      if (v === 'false' || v === '0' || v === 'no') return false;
      ctx.addIssue({ code: 'custom', message: `${name}: use true or false` });
      return z.NEVER;
    });

/**
 * The one declaration of the configuration: each environment variable (name, parse, default,
 * message) here, and `configSchema` below maps them onto the typed `Config` the server receives.
 * A new setting is one key here and one line in `toConfig`.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^(mysql|mariadb):\/\//, 'DATABASE_URL must be a mysql:// URL')
      .optional(),
  ),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
      .optional(),
  ),
  /**
   * Namespaces every Redis key and the event channel, so deployments sharing one Redis (staging
   * and production, two tenants) never read each other's sessions, quotes, limits or events.
   */
  REDIS_KEY_PREFIX: optionalString.pipe(
    z
      .string()
      .max(64)
      .regex(
        /^[\w.:{}-]+$/,
        'REDIS_KEY_PREFIX may hold letters, digits and _ . : { } - (e.g. lumen-staging:)',
      )
      .default('lumen:'),
  ),
  /**
   * `demo` asks for the demo payment page by name (no real money; any valid test card credits
   * the order); `stripe` insists on Stripe. Unset: Stripe when its keys are set, else the demo
   * outside production and a refusal to start in production.
   */
  PAYMENTS: optionalString.pipe(z.enum(['demo', 'stripe']).optional()),
  PAYMENT_CALLBACK_SECRET: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  GEMINI_API_KEY: optionalString,
  GEMINI_IMAGE_MODEL: optionalString,
  GEMINI_TEXT_MODEL: optionalString,
  GEMINI_SPEECH_MODEL: optionalString,
  GEMINI_VIDEO_MODEL: optionalString,
  /** Deadline of one Gemini video job (start, polls, download): minutes on a real model. */
  GEMINI_VIDEO_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(360_000),
  /** How often a Gemini video operation is asked about. */
  GEMINI_VIDEO_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(10_000),
  /** Another Stripe API endpoint (a local fake, stripe-mock): `http://127.0.0.1:12111`. */
  STRIPE_API_BASE: optionalString.pipe(z.url().optional()),
  /** Another Gemini API endpoint (a local fake): @google/genai's httpOptions.baseUrl. */
  GEMINI_API_BASE_URL: optionalString.pipe(z.url().optional()),
  /** Deadline of one whole Gemini generation, retries included. */
  GEMINI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** The demo text model's pause before each streamed word (0 in tests: no wait). */
  DEMO_TEXT_WORD_DELAY_MS: z.coerce.number().int().min(0).max(5_000).default(40),
  /** A generation still pending after this many minutes is failed and refunded by the sweeper. */
  GENERATION_TIMEOUT_MINUTES: z.coerce.number().positive().max(1440).default(10),
  /** A session unused this many days expires; each use slides it on (at most 30, the lifetime). */
  SESSION_IDLE_DAYS: optionalString.pipe(
    z.coerce.number<string | undefined>().positive().max(30).default(14),
  ),
  /** Sign-ups one client address may make in an hour (each costs an argon2 hash). */
  SIGNUP_LIMIT_PER_HOUR: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(1).max(1_000_000).default(10),
  ),
  /** Exports of their data ("Download my data") one account may start in an hour. */
  EXPORT_LIMIT_PER_HOUR: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(1).max(1_000).default(3),
  ),
  /** Items (saved texts and images together) one account's library may hold. */
  SAVED_ITEMS_MAX: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(1).max(10_000_000).default(10_000),
  ),
  /** Bytes (UTF-8) of saved texts and image prompts one account's library may hold. */
  SAVED_BYTES_MAX: optionalString.pipe(
    z.coerce
      .number<string | undefined>()
      .int()
      .min(1024)
      .max(1024 ** 4)
      .default(100 * 1024 * 1024),
  ),
  /** The largest picture file a user may upload (POST /api/uploads/images), in bytes. */
  UPLOAD_MAX_BYTES: optionalString.pipe(
    z.coerce
      .number<string | undefined>()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(10 * 1024 * 1024),
  ),
  /** The longest side, in pixels, of a picture a user may upload. */
  UPLOAD_MAX_SIDE: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(16).max(16_384).default(4096),
  ),
  /** Credits a new account is granted for its trial; 0 turns the trial off. */
  TRIAL_CREDITS: z.coerce.number().int().min(0).max(10_000).default(DEFAULT_TRIAL_CREDITS),
  /** Days the trial credits last; what is left of them then lapses. */
  TRIAL_DAYS: z.coerce.number().int().min(1).max(365).default(FREE_TRIAL_DAYS),
  /** The trial credits wait for the address to be verified (the link sign-up mails). */
  TRIAL_REQUIRES_VERIFIED_EMAIL: flag('TRIAL_REQUIRES_VERIFIED_EMAIL', true),
  CREDIT_PRICE_EUR: z.coerce.number().positive().max(1000).default(0.1),
  FX_RATES: fxRates,
  TRUSTED_PROXY: trustedProxy,
  WEB_DIST: optionalString,
  /** Media in this S3 (or S3-compatible) bucket instead of DATA_DIR/media. */
  MEDIA_S3_BUCKET: optionalString,
  /** An S3-compatible endpoint (MinIO: http://minio:9000); unset: AWS S3 in MEDIA_S3_REGION. */
  MEDIA_S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  MEDIA_S3_REGION: optionalString.pipe(z.string().default('us-east-1')),
  MEDIA_S3_ACCESS_KEY_ID: optionalString,
  MEDIA_S3_SECRET_ACCESS_KEY: optionalString,
  /** Put before every object key (several deployments in one bucket). */
  MEDIA_S3_PREFIX: optionalString,
  /** Mail through this SMTP server (smtp://user:pass@host:587, smtps:// for TLS); unset: DATA_DIR/outbox. */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  /** The From of every mail. */
  MAIL_FROM: optionalString.pipe(z.string().default('Lumen Studio <no-reply@localhost>')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: pretty when stdout is a terminal, JSON lines otherwise. */
  LOG_FORMAT: optionalString.pipe(z.enum(['json', 'pretty']).optional()),
  /** Prometheus metrics at /metrics on this port (its own listener); unset, no metrics served. */
  METRICS_PORT: optionalString.pipe(
    z
      .string()
      .regex(/^\d+$/, 'METRICS_PORT must be a port number')
      .transform(Number)
      .pipe(z.number().int().min(1).max(65535))
      .optional(),
  ),
  /** After SIGTERM: answer /api/ready 503 this long before closing the listener. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /**
   * `all`: serve HTTP and run generation jobs in this process. `api`: serve HTTP and put
   * generation jobs on the BullMQ queue in Redis for `worker` processes, which take jobs and
   * serve no HTTP (METRICS_PORT aside). `api` and `worker` need REDIS_URL.
   */
  ROLE: optionalString.pipe(z.enum(['all', 'api', 'worker']).default('all')),
  /** Generation jobs one worker process runs at once. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(4),
  /**
   * A job's lock without renewal: a worker that died is noticed after about twice this, and its
   * job goes back to the queue for another worker (once; a second loss fails and refunds it).
   */
  GENERATION_JOB_LOCK_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  /** After SIGTERM: exit with failure if requests in flight have not finished by then. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  /** "Continue with …": an OpenID Connect provider's issuer; with the client id and secret. */
  OIDC_ISSUER: optionalString.pipe(z.url().optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  /** The sign-in button's provider name. */
  OIDC_LABEL: optionalString.pipe(z.string().max(40).default('Google')),
});

/** Every environment variable the server reads (README's table and .env.example list them all). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

type Env = z.output<typeof envSchema>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const SECRET_FILE = 'payment-callback-secret';

/**
 * DATA_DIR holds the SQLite database (password and token hashes, billing data), the media and
 * the generated secret: owner-only (0700), made so or tightened at start-up.
 */
export function ensurePrivateDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    chmodSync(dataDir, 0o700);
  } catch (error) {
    // Another user's folder (a mounted volume): run, but say it is not private.
    console.warn(`DATA_DIR ${dataDir} could not be made owner-only (0700):`, error);
  }
}

/** Reads the secret from DATA_DIR, creating it once (mode 600) so restarts keep it. */
function ensureGeneratedSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  ensurePrivateDataDir(dataDir);
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * A production server never falls back to the demo payment page by itself: that page credits
 * any Luhn-valid card number, so it would hand out credits for nothing.
 */
function choosePayments(env: Env): 'stripe' | 'demo' {
  const stripeKeys = env.STRIPE_SECRET_KEY !== undefined;
  if (env.PAYMENTS === 'demo') {
    if (stripeKeys) {
      throw new ConfigError(
        'PAYMENTS=demo and STRIPE_SECRET_KEY are both set: unset one (demo takes no real money)',
      );
    }
    return 'demo';
  }
  if (stripeKeys) return 'stripe';
  if (env.PAYMENTS === 'stripe') {
    throw new ConfigError('PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  if (env.NODE_ENV === 'production') {
    throw new ConfigError(
      'NODE_ENV=production needs a real payment provider: set STRIPE_SECRET_KEY and ' +
        'STRIPE_WEBHOOK_SECRET, or set PAYMENTS=demo to run the demo payment page on purpose ' +
        '(no real money; any valid test card adds credits)',
    );
  }
  return 'demo';
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Rules across variables and the mapping onto `Config`. A broken rule throws ConfigError with its
 * own message (no "Invalid environment" heading): it names the variables to change together.
 */
function toConfig(env: Env) {
  const dataDir = path.resolve(env.DATA_DIR);
  if ((env.STRIPE_SECRET_KEY === undefined) !== (env.STRIPE_WEBHOOK_SECRET === undefined)) {
    throw new ConfigError('Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither');
  }
  if (
    (env.MEDIA_S3_ACCESS_KEY_ID === undefined) !==
    (env.MEDIA_S3_SECRET_ACCESS_KEY === undefined)
  ) {
    throw new ConfigError(
      'Set both MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY, or neither',
    );
  }
  if (env.ROLE !== 'all' && env.REDIS_URL === undefined) {
    throw new ConfigError(
      `ROLE=${env.ROLE} needs REDIS_URL: the generation queue lives in Redis (ROLE=all runs jobs in process)`,
    );
  }
  const payments = choosePayments(env);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    sqlitePath: path.join(dataDir, 'lumen.sqlite'),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    /** Put before every Redis key and channel name (REDIS_KEY_PREFIX, default `lumen:`). */
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    paymentCallbackSecret: env.PAYMENT_CALLBACK_SECRET ?? ensureGeneratedSecret(dataDir),
    /** Which payment provider takes the money: Stripe (`stripe` is set) or the demo page. */
    payments,
    stripe:
      payments === 'stripe' && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            ...(env.STRIPE_API_BASE ? { apiBase: env.STRIPE_API_BASE } : {}),
          }
        : undefined,
    gemini: env.GEMINI_API_KEY
      ? {
          apiKey: env.GEMINI_API_KEY,
          ...(env.GEMINI_IMAGE_MODEL ? { imageModel: env.GEMINI_IMAGE_MODEL } : {}),
          ...(env.GEMINI_TEXT_MODEL ? { textModel: env.GEMINI_TEXT_MODEL } : {}),
          ...(env.GEMINI_SPEECH_MODEL ? { speechModel: env.GEMINI_SPEECH_MODEL } : {}),
          ...(env.GEMINI_API_BASE_URL ? { baseUrl: env.GEMINI_API_BASE_URL } : {}),
          timeoutMs: env.GEMINI_TIMEOUT_MS,
          ...(env.GEMINI_VIDEO_MODEL ? { videoModel: env.GEMINI_VIDEO_MODEL } : {}),
          videoTimeoutMs: env.GEMINI_VIDEO_TIMEOUT_MS,
          videoPollMs: env.GEMINI_VIDEO_POLL_MS,
        }
      : undefined,
    /** The demo text model's pause before each streamed word. */
    demoTextWordDelayMs: env.DEMO_TEXT_WORD_DELAY_MS,
    /** Age after which the sweeper fails and refunds a pending generation. */
    generationTimeoutMinutes: env.GENERATION_TIMEOUT_MINUTES,
    /** Sign-ups per client address per hour. */
    signupLimitPerHour: env.SIGNUP_LIMIT_PER_HOUR,
    /** Exports one account may start in an hour. */
    exportLimitPerHour: env.EXPORT_LIMIT_PER_HOUR,
    /** What one account's library may hold: items and bytes. */
    savedQuota: { items: env.SAVED_ITEMS_MAX, bytes: env.SAVED_BYTES_MAX },
    /** The largest picture a user may upload: file bytes and pixels a side. */
    uploadLimits: { maxBytes: env.UPLOAD_MAX_BYTES, maxSide: env.UPLOAD_MAX_SIDE },
    /** Sign-in through an OpenID Connect provider; unset, the button is not shown. */
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            label: env.OIDC_LABEL,
          }
        : undefined,
    /** A session unused this long expires. */
    sessionIdleMs: Math.round(env.SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000),
    /** Base price of one credit in euro cents. */
    creditPriceEurCents: Math.round(env.CREDIT_PRICE_EUR * 100),
    /**
     * Sign-up's trial: credits granted (0 = no trial), the days they last, and whether they wait
     * for the verified address.
     */
    trial: {
      credits: env.TRIAL_CREDITS,
      days: env.TRIAL_DAYS,
      requiresVerifiedEmail: env.TRIAL_REQUIRES_VERIFIED_EMAIL,
    },
    fxRates: env.FX_RATES,
    /** How many proxy hops to trust in X-Forwarded-For; 0 ignores the header. */
    trustedProxyHops: env.TRUSTED_PROXY,
    /** The web app's build, served at `/` when it exists. */
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : defaultWebDist,
    /** Set by MEDIA_S3_BUCKET: media in that bucket; unset, on local disk under DATA_DIR/media. */
    mediaS3: env.MEDIA_S3_BUCKET
      ? {
          bucket: env.MEDIA_S3_BUCKET,
          region: env.MEDIA_S3_REGION,
          ...(env.MEDIA_S3_ENDPOINT ? { endpoint: env.MEDIA_S3_ENDPOINT } : {}),
          ...(env.MEDIA_S3_ACCESS_KEY_ID && env.MEDIA_S3_SECRET_ACCESS_KEY
            ? {
                credentials: {
                  accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID,
                  secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
                },
              }
            : {}),
          ...(env.MEDIA_S3_PREFIX ? { keyPrefix: env.MEDIA_S3_PREFIX } : {}),
        }
      : undefined,
    /** Without an SMTP URL mails are written to `outboxDir`. */
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    log: { level: env.LOG_LEVEL, format: env.LOG_FORMAT },
    /** The port of the Prometheus listener; undefined: metrics not served. */
    metricsPort: env.METRICS_PORT,
    shutdown: { drainMs: env.SHUTDOWN_DRAIN_MS, timeoutMs: env.SHUTDOWN_TIMEOUT_MS },
    /** What this process does: serve HTTP, run generation jobs, or both. */
    role: env.ROLE,
    /** The BullMQ worker's settings (ROLE=worker). */
    worker: { concurrency: env.WORKER_CONCURRENCY, lockMs: env.GENERATION_JOB_LOCK_MS },
  };
}

const configSchema = envSchema.transform(toConfig).readonly();

/** What the rest of the server receives: the schema's output, so it is declared once. */
export type Config = z.output<typeof configSchema>;

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
