import {
  Argon2PasswordHasher,
  type Cache,
  createCache,
  createSessionToken,
  type Database,
  openDatabase,
  sha256Hex,
} from '@lumen/adapters';
import type { MediaStore, PasswordHasher } from '@lumen/domain';
import { createUseCases, type UseCasePorts, type UseCaseSettings } from '@lumen/domain/use-cases';
import type { Config } from './config';
import { DiskMediaStore } from './interim/disk-media-store';
import type { AppDeps } from './lib/deps';

/** The composition root: the one place that constructs adapters, picked by configuration. */

export interface Container {
  readonly deps: AppDeps;
  readonly db: Database;
  readonly cache: Cache;
  readonly ports: UseCasePorts;
  /** Applies pending migrations; main runs it before listening. */
  migrate(): Promise<string[]>;
  close(): Promise<void>;
}

export interface ContainerOverrides {
  /** Tests swap in a cheap hasher; production uses argon2id with the issue's parameters. */
  readonly hasher?: PasswordHasher;
  readonly mediaStore?: MediaStore;
  readonly loginThrottle?: UseCaseSettings['loginThrottle'];
  /** Redis key prefix (tests isolate themselves with a random one). */
  readonly redisKeyPrefix?: string;
}

export function buildContainer(config: Config, overrides: ContainerOverrides = {}): Container {
  const db = openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { sqlitePath: config.sqlitePath },
  );
  const cache = createCache({
    ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}),
    ...(overrides.redisKeyPrefix ? { keyPrefix: overrides.redisKeyPrefix } : {}),
  });
  const mediaStore = overrides.mediaStore ?? new DiskMediaStore(config.mediaDir, config.publicUrl);

  const ports: UseCasePorts = {
    users: db.users,
    sessions: db.sessions,
    activityLog: db.activityLog,
    billingProfiles: db.billingProfiles,
    savedImages: db.savedImages,
    savedTexts: db.savedTexts,
    generations: db.generations,
    transactions: db.transactions,
    unitOfWork: { run: (work) => db.transaction((repos) => work(repos)) },
    hasher: overrides.hasher ?? new Argon2PasswordHasher(),
    tokens: { issue: createSessionToken, hash: sha256Hex },
    rateLimiter: cache.rateLimiter,
    mediaStore,
    clock: { now: () => new Date() },
  };
  const settings: UseCaseSettings = {
    publicUrl: config.publicUrl,
    ...(overrides.loginThrottle ? { loginThrottle: overrides.loginThrottle } : {}),
  };

  return {
    db,
    cache,
    ports,
    deps: {
      useCases: createUseCases(ports, settings),
      mediaStore,
      settings: { trustedProxyHops: config.trustedProxyHops, webDist: config.webDist },
    },
    migrate: () => db.migrate(),
    close: async () => {
      await cache.close();
      await db.close();
    },
  };
}
