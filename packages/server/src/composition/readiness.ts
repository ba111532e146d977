/** One dependency's answer: `skipped` when this profile does not use it (no REDIS_URL). */
export type CheckState = 'ok' | 'failed' | 'skipped';

export interface ReadinessReport {
  readonly ready: boolean;
  readonly draining: boolean;
  readonly checks: { readonly database: CheckState; readonly redis: CheckState };
}

export interface ReadinessChecks {
  /** Resolves when the database answers a query. */
  readonly database: () => Promise<void>;
  /** Resolves when Redis answers PING; undefined when Redis is not configured. */
  readonly redis?: () => Promise<void>;
}

/** How long one check may take before it counts as failed (a hung server must not hang probes). */
const CHECK_TIMEOUT_MS = 2_000;

async function probe(check: (() => Promise<void>) | undefined): Promise<CheckState> {
  if (!check) return 'skipped';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckState>((resolve) => {
    timer = setTimeout(() => resolve('failed'), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then((): CheckState => 'ok'), timeout]);
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this instance should get traffic: the database and Redis answer, and it is not
 * shutting down. `drain()` (SIGTERM) turns it false for good, so a load balancer stops sending
 * new requests while the ones in flight finish.
 */
export class Readiness {
  #draining = false;

  constructor(private readonly checks: ReadinessChecks) {}

  get draining(): boolean {
    return this.#draining;
  }

  drain(): void {
    this.#draining = true;
  }

  async check(): Promise<ReadinessReport> {
    const [database, redis] = await Promise.all([
      probe(this.checks.database),
      probe(this.checks.redis),
    ]);
    return {
      ready: !this.#draining && database === 'ok' && redis !== 'failed',
      draining: this.#draining,
      checks: { database, redis },
    };
  }
}
