import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lumen-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('has the embedded defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: dir,
      sqlitePath: path.join(dir, 'lumen.sqlite'),
      mediaDir: path.join(dir, 'media'),
      databaseUrl: undefined,
      redisUrl: undefined,
      redisKeyPrefix: 'lumen:',
      stripe: undefined,
      gemini: undefined,
      creditPriceEurCents: 10,
      trustedProxyHops: 0,
      generationTimeoutMinutes: 10,
      signupLimitPerHour: 10,
      exportLimitPerHour: 3,
      savedQuota: { items: 10_000, bytes: 100 * 1024 * 1024 },
      mediaS3: undefined,
      metricsPort: undefined,
      log: { level: 'info', format: undefined },
      shutdown: { drainMs: 0, timeoutMs: 30_000 },
      sessionIdleMs: 14 * 24 * 60 * 60 * 1000,
      trial: { credits: 20, days: 14 },
      role: 'all',
      worker: { concurrency: 4, lockMs: 30_000 },
    });
    expect(config.fxRates).toMatchObject({ EUR: 1, USD: 1.08, GBP: 0.85 });
  });

  it('export and saved-library limits: EXPORT_LIMIT_PER_HOUR, SAVED_ITEMS_MAX, SAVED_BYTES_MAX', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      EXPORT_LIMIT_PER_HOUR: '5',
      SAVED_ITEMS_MAX: '250',
      SAVED_BYTES_MAX: '1048576',
    });
    expect(config.exportLimitPerHour).toBe(5);
    expect(config.savedQuota).toEqual({ items: 250, bytes: 1_048_576 });
  });

  it('media in an S3 bucket with MEDIA_S3_*; keys both or neither; operations settings', () => {
    const dir = dataDir();
    expect(
      loadConfig({
        DATA_DIR: dir,
        MEDIA_S3_BUCKET: 'lumen-media',
        MEDIA_S3_ENDPOINT: 'http://minio:9000',
        MEDIA_S3_ACCESS_KEY_ID: 'lumen',
        MEDIA_S3_SECRET_ACCESS_KEY: 'secret-key',
        MEDIA_S3_PREFIX: 'staging/',
        METRICS_PORT: '9464',
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'warn',
        SHUTDOWN_DRAIN_MS: '5000',
      }),
    ).toMatchObject({
      mediaS3: {
        bucket: 'lumen-media',
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        credentials: { accessKeyId: 'lumen', secretAccessKey: 'secret-key' },
        keyPrefix: 'staging/',
      },
      metricsPort: 9464,
      log: { level: 'warn', format: 'json' },
      shutdown: { drainMs: 5000, timeoutMs: 30_000 },
    });
    expect(loadConfig({ DATA_DIR: dir, MEDIA_S3_BUCKET: 'b' }).mediaS3).toEqual({
      bucket: 'b',
      region: 'us-east-1',
    });
    expect(() =>
      loadConfig({ DATA_DIR: dir, MEDIA_S3_BUCKET: 'b', MEDIA_S3_ACCESS_KEY_ID: 'only-the-id' }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ DATA_DIR: dir, LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('ROLE api and worker put generation jobs on Redis: they need REDIS_URL', () => {
    const dir = dataDir();
    expect(
      loadConfig({
        DATA_DIR: dir,
        ROLE: 'worker',
        REDIS_URL: 'redis://127.0.0.1:6379',
        WORKER_CONCURRENCY: '8',
        GENERATION_JOB_LOCK_MS: '5000',
      }),
    ).toMatchObject({ role: 'worker', worker: { concurrency: 8, lockMs: 5000 } });
    expect(loadConfig({ DATA_DIR: dir, ROLE: 'api', REDIS_URL: 'redis://r:6379' }).role).toBe(
      'api',
    );
    expect(() => loadConfig({ DATA_DIR: dir, ROLE: 'api' })).toThrow(/ROLE=api needs REDIS_URL/);
    expect(() => loadConfig({ DATA_DIR: dir, ROLE: 'scheduler' })).toThrow(/ROLE/);
  });

  it('generates the payment callback secret once into DATA_DIR (mode 600) and keeps it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).paymentCallbackSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DATA_DIR: dir }).paymentCallbackSecret).toBe(first);
    const file = path.join(dir, 'payment-callback-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(
      loadConfig({ DATA_DIR: dir, PAYMENT_CALLBACK_SECRET: 'given' }).paymentCallbackSecret,
    ).toBe('given');
  });

  it('reads the production shape', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '8080',
      PUBLIC_URL: 'https://lumen.example/',
      DATABASE_URL: 'mysql://lumen:pw@db:3306/lumen',
      REDIS_URL: 'redis://cache:6379',
      REDIS_KEY_PREFIX: 'lumen-staging:',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      GEMINI_API_KEY: 'g',
      CREDIT_PRICE_EUR: '0.25',
      FX_RATES: 'USD=1.10, GBP=0.9',
      TRUSTED_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://lumen.example',
      databaseUrl: 'mysql://lumen:pw@db:3306/lumen',
      redisUrl: 'redis://cache:6379',
      redisKeyPrefix: 'lumen-staging:',
      stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_x' },
      gemini: { apiKey: 'g' },
      creditPriceEurCents: 25,
      trustedProxyHops: 1,
    });
    expect(config.fxRates).toMatchObject({ EUR: 1, USD: 1.1, GBP: 0.9 });
    expect(loadConfig({ DATA_DIR: dataDir(), TRUSTED_PROXY: '2' }).trustedProxyHops).toBe(2);
  });

  it.each([
    [{ PORT: 'http' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://x/y' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ REDIS_KEY_PREFIX: 'two words:' }, 'REDIS_KEY_PREFIX'],
    [{ REDIS_KEY_PREFIX: `${'x'.repeat(64)}:` }, 'REDIS_KEY_PREFIX'],
    [{ FX_RATES: 'USD:1.08' }, 'FX_RATES'],
    // The domain's FX parser: EUR is the base (only 1), and only currencies we price in.
    [{ FX_RATES: 'EUR=2' }, 'FX_RATES'],
    [{ FX_RATES: 'JPY=160' }, 'FX_RATES'],
    [{ FX_RATES: 'USD=1.1,USD=1.2' }, 'FX_RATES'],
    [{ CREDIT_PRICE_EUR: '-1' }, 'CREDIT_PRICE_EUR'],
    [{ TRUSTED_PROXY: 'maybe' }, 'TRUSTED_PROXY'],
    [{ SIGNUP_LIMIT_PER_HOUR: '0' }, 'SIGNUP_LIMIT_PER_HOUR'],
    [{ EXPORT_LIMIT_PER_HOUR: '0' }, 'EXPORT_LIMIT_PER_HOUR'],
    [{ SAVED_ITEMS_MAX: '0' }, 'SAVED_ITEMS_MAX'],
    [{ SAVED_ITEMS_MAX: '1.5' }, 'SAVED_ITEMS_MAX'],
    [{ SAVED_BYTES_MAX: 'lots' }, 'SAVED_BYTES_MAX'],
    [{ SESSION_IDLE_DAYS: '31' }, 'SESSION_IDLE_DAYS'],
    [{ STRIPE_SECRET_KEY: 'sk_only' }, 'STRIPE'],
    [{ TRIAL_CREDITS: '-1' }, 'TRIAL_CREDITS'],
    [{ TRIAL_CREDITS: '2.5' }, 'TRIAL_CREDITS'],
    [{ TRIAL_CREDITS: 'lots' }, 'TRIAL_CREDITS'],
    [{ TRIAL_DAYS: '0' }, 'TRIAL_DAYS'],
    [{ TRIAL_DAYS: '1.5' }, 'TRIAL_DAYS'],
    [{ TRIAL_REQUIRES_VERIFIED_EMAIL: 'maybe' }, 'TRIAL_REQUIRES_VERIFIED_EMAIL'],
  ])('refuses %o, naming the variable', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
  });

  describe('payments', () => {
    const stripeKeys = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

    it('Stripe keys mean Stripe, in production or not', () => {
      for (const NODE_ENV of ['production', 'development']) {
        const config = loadConfig({ DATA_DIR: dataDir(), NODE_ENV, ...stripeKeys });
        expect(config.payments).toBe('stripe');
        expect(config.stripe).toMatchObject({ secretKey: 'sk_live_x' });
      }
      expect(loadConfig({ DATA_DIR: dataDir(), PAYMENTS: 'stripe', ...stripeKeys }).payments).toBe(
        'stripe',
      );
    });

    it('outside production the embedded default stays the demo page', () => {
      expect(loadConfig({ DATA_DIR: dataDir() }).payments).toBe('demo');
      expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).payments).toBe('demo');
    });

    it.each([
      [{ PAYMENTS: 'stripe' }, 'PAYMENTS=stripe needs STRIPE_SECRET_KEY'],
      [{ PAYMENTS: 'demo', ...stripeKeys }, 'PAYMENTS=demo and STRIPE_SECRET_KEY'],
      [{ PAYMENTS: 'free' }, 'PAYMENTS'],
    ])('refuses %o', (env, message) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
    });
  });

  it('an empty REDIS_KEY_PREFIX means the default lumen:', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), REDIS_KEY_PREFIX: ' ' }).redisKeyPrefix).toBe(
      'lumen:',
    );
  });

  it('reads GENERATION_TIMEOUT_MINUTES for the generation sweeper', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, GENERATION_TIMEOUT_MINUTES: '2.5' })).toMatchObject({
      generationTimeoutMinutes: 2.5,
    });
    for (const bad of ['0', '-1', 'soon']) {
      expect(() => loadConfig({ DATA_DIR: dir, GENERATION_TIMEOUT_MINUTES: bad })).toThrow(
        ConfigError,
      );
    }
  });

  it('reads TRIAL_CREDITS (0 turns the trial off) and TRIAL_DAYS', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, TRIAL_CREDITS: '0' }).trial).toEqual({
      credits: 0,
      days: 14,
      requiresVerifiedEmail: true,
    });
    expect(loadConfig({ DATA_DIR: dir, TRIAL_CREDITS: '50', TRIAL_DAYS: '30' }).trial).toEqual({
      credits: 50,
      days: 30,
      requiresVerifiedEmail: true,
    });
  });

  it('reads TRIAL_REQUIRES_VERIFIED_EMAIL: the trial waits for a verified address unless it is false', () => {
    const dir = dataDir();
    const requires = (value?: string) =>
      loadConfig({
        DATA_DIR: dir,
        ...(value === undefined ? {} : { TRIAL_REQUIRES_VERIFIED_EMAIL: value }),
      }).trial.requiresVerifiedEmail;
    expect(requires()).toBe(true);
    expect(requires('')).toBe(true);
    expect(requires('true')).toBe(true);
    expect(requires('1')).toBe(true);
    expect(requires('false')).toBe(false);
    expect(requires('0')).toBe(false);
    expect(requires('NO')).toBe(false);
  });
});
