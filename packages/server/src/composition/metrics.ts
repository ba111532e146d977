import type {
  CreditLedger,
  GenerateOptions,
  StreamOptions,
  GenerationQueueDepth,
  GenerationType,
  Generator,
  Generators,
  UnitOfWork,
  OrderCrediting,
} from '@lumen/domain';
import { perKind } from '@lumen/domain';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The Prometheus metrics of one process, in a registry of its own (never prom-client's global
 * one), so two containers in one test process do not share counters. Labels are bounded: the
 * route is the matched pattern (`/api/images/:id`), never the raw path.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'lumen_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'lumen_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [this.registry],
  });

  readonly generations = new Counter({
    name: 'lumen_generations_total',
    help: 'Model calls for generations, by kind (image, text), model and outcome (completed, failed)',
    labelNames: ['kind', 'model', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly refunds = new Counter({
    name: 'lumen_refunds_total',
    help: 'Generation debits given back (model failures and timed-out generations), once each',
    registers: [this.registry],
  });

  readonly paymentsCredited = new Counter({
    name: 'lumen_payments_credited_total',
    help: 'Paid orders credited to a balance (once per order), by currency',
    labelNames: ['currency'] as const,
    registers: [this.registry],
  });

  readonly creditsPurchased = new Counter({
    name: 'lumen_credits_purchased_total',
    help: 'Credits added to balances by paid orders',
    registers: [this.registry],
  });

  constructor(
    options: {
      redisFallback?: () => boolean;
      /** The generation queue's jobs (in Redis: every instance's; in process: this one's). */
      queueDepth?: () => Promise<GenerationQueueDepth>;
    } = {},
  ) {
    const fallback = options.redisFallback;
    const queueDepth = options.queueDepth;
    new Gauge({
      name: 'lumen_generation_queue_jobs',
      help: 'Generation jobs by state: waiting for a worker, or active on one',
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        // An unanswered count (Redis away) leaves the series out rather than reporting zero.
        const depth = await queueDepth?.().catch(() => undefined);
        this.reset();
        if (!depth) return;
        this.set({ state: 'waiting' }, depth.waiting);
        this.set({ state: 'active' }, depth.active);
      },
    });
    new Gauge({
      name: 'lumen_redis_fallback',
      help: '1 while Redis is configured but not answering (rate limits in process memory, quotes 503), else 0',
      registers: [this.registry],
      collect() {
        this.set(fallback?.() ? 1 : 0);
      },
    });
  }

  /** The text exposition format Prometheus scrapes. */
  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/**
 * `target` with some methods replaced; every other member is the target's own, called on the
 * target (so classes with private fields keep working).
 */
function overriding<T extends object>(target: T, replaced: Partial<T>): T {
  return new Proxy(target, {
    get(obj, prop) {
      if (Object.hasOwn(replaced, prop)) return replaced[prop as keyof T];
      const value = Reflect.get(obj, prop, obj);
      return typeof value === 'function' ? value.bind(obj) : value;
    },
  });
}

/** Counts each model call (whole or streamed) by outcome; the generator itself is unchanged. */
export function countedGenerator<Request, Output, Model extends string>(
  generator: Generator<Request, Output, Model>,
  kind: GenerationType,
  metrics: Metrics,
): Generator<Request, Output, Model> {
  const counted =
    <Options>(call: () => ((request: Request, options: Options) => Promise<Output>) | undefined) =>
    async (request: Request, options: Options) => {
      try {
        // Looked up at each call, not bound once: the generator's method may be replaced later.
        const result = await (call() as (request: Request, options: Options) => Promise<Output>)(
          request,
          options,
        );
        metrics.generations.inc({ kind, model: generator.model, outcome: 'completed' });
        return result;
      } catch (error) {
        metrics.generations.inc({ kind, model: generator.model, outcome: 'failed' });
        throw error;
      }
    };
  return overriding(generator, {
    generate: counted<GenerateOptions | undefined>(() => generator.generate.bind(generator)),
    ...(generator.stream
      ? { stream: counted<StreamOptions>(() => generator.stream?.bind(generator)) }
      : {}),
  });
}

/** Every kind's generators, each counted under its kind. */
export function countedGenerators(generators: Generators, metrics: Metrics): Generators {
  return perKind<Generators>((kind) =>
    generators[kind].map((generator) => countedGenerator(generator, kind, metrics)),
  );
}

/** Counts orders this call credited (not the ones already credited by a racing callback). */
export function countedOrderCrediting(crediting: OrderCrediting, metrics: Metrics): OrderCrediting {
  return {
    creditOrder: async (orderId, options) => {
      const result = await crediting.creditOrder(orderId, options);
      if (result.outcome === 'credited') {
        metrics.paymentsCredited.inc({ currency: result.transaction.currency });
        metrics.creditsPurchased.inc(result.transaction.credits);
      }
      return result;
    },
  };
}

/**
 * Counts the refunds a unit of work applied, after it commits: a rolled-back refund (a lost
 * settlement race) is not counted, and a repeated one (same key) is not applied.
 */
export function countedRefunds(unitOfWork: UnitOfWork, metrics: Metrics): UnitOfWork {
  return {
    run: async (work) => {
      let applied = 0;
      const result = await unitOfWork.run((repos) => {
        const ledger: CreditLedger = repos.creditLedger;
        const creditLedger = overriding(ledger, {
          refund: async (input) => {
            const refund = await ledger.refund(input);
            if (refund.ok && refund.value.applied) applied += 1;
            return refund;
          },
        });
        return work({ ...repos, creditLedger });
      });
      if (applied > 0) metrics.refunds.inc(applied);
      return result;
    },
  };
}
