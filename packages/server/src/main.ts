import { setTimeout as delay } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { BullmqGenerationWorker } from '@lumen/adapters';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { buildContainer, type Container } from './container';
import { createLogger, defaultLogFormat, type Logger } from './lib/logger';
import { createMetricsApp } from './lib/metrics-app';
import { createProbeApp } from './lib/probe-app';
import { secureServerOptions } from './middlewares/security-headers';
import { providerReport } from './startup-report';

const SWEEP_INTERVAL_MS = 60_000;
/** How long start-up waits for Redis to answer (it may start after us, or answer slowly). */
const REDIS_START_WAIT_MS = 30_000;

/** Retries `attempt` until it resolves; rethrows its last error once `waitMs` has passed. */
async function retrying(attempt: () => Promise<void>, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await delay(500);
    }
  }
}

type Config = ReturnType<typeof loadConfig>;

async function main(logger: Logger, config: Config) {
  for (const line of providerReport(config)) {
    if (line.level === 'warn') logger.warn(line.text);
    else logger.info(line.text);
  }
  const container = buildContainer(config, { logger });
  // One PING's deadline is short (requests must not wait on Redis); start-up may wait longer.
  await retrying(() => container.cache.ready(), REDIS_START_WAIT_MS);
  const applied = await container.migrate();
  if (applied.length > 0) logger.info({ migrations: applied }, 'applied migrations');
  await container.generationJobs.ready();

  // Stale pending generations (a crash or a lost connection between debit and completion) are
  // failed and refunded, expired sessions deleted and trials at their end lapsed: once now, then
  // every minute. Safe with several instances sweeping.
  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      const report = await container.generationSweeper.sweep();
      if (
        report.refunded > 0 ||
        report.trialsLapsed > 0 ||
        report.mediaFoldersRemoved > 0 ||
        report.errors > 0
      ) {
        logger.warn(
          {
            refunded: report.refunded,
            trialsLapsed: report.trialsLapsed,
            mediaFoldersRemoved: report.mediaFoldersRemoved,
            errors: report.errors,
          },
          'sweep: timed-out generations failed and refunded, trials at their end lapsed, closed accounts’ media removed',
        );
      }
      // Expired sessions (idle or past their lifetime) are only dead weight with token hashes.
      await container.purgeExpiredSessions();
    } catch (error) {
      logger.error({ err: error }, 'sweep failed');
    } finally {
      sweeping = false;
    }
  };
  await sweep();
  const sweepTimer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  sweepTimer.unref();

  const metricsServer =
    config.metricsPort === undefined
      ? undefined
      : serve(
          { fetch: createMetricsApp(container.metrics).fetch, port: config.metricsPort },
          (info) => logger.info({ port: info.port }, 'Prometheus metrics at /metrics'),
        );

  const stop =
    config.role === 'worker'
      ? await runWorker(logger, config, container)
      : await runApi(logger, config, container);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    container.readiness.drain();
    clearInterval(sweepTimer);
    logger.info({ signal, drainMs: config.shutdown.drainMs }, 'shutting down: draining');
    setTimeout(() => {
      logger.error('shutdown timed out with work still in flight');
      process.exit(1);
    }, config.shutdown.drainMs + config.shutdown.timeoutMs).unref();
    await stop();
    metricsServer?.close();
    await container.close();
    logger.info('stopped');
    // Out before the process ends: on a pipe the last lines may still be queued, and exit()
    // drops them (a bound, should the destination never answer).
    await new Promise<void>((resolve) => {
      setTimeout(resolve, 2_000).unref();
      logger.flush(() => resolve());
    });
    process.exit(0);
  };
  const onSignal = (signal: string) =>
    shutdown(signal).catch((error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    });
  process.on('SIGINT', () => void onSignal('SIGINT'));
  process.on('SIGTERM', () => void onSignal('SIGTERM'));
}

/**
 * The API (ROLE=all or api). Its stop: /api/ready already answers 503; after SHUTDOWN_DRAIN_MS
 * the listener closes, and requests in flight (with their generation jobs) finish.
 */
async function runApi(logger: Logger, config: Config, container: Container) {
  const app = createApp(container.deps);
  const serverOptions = await secureServerOptions();
  const server = serve({ fetch: app.fetch, port: config.port, serverOptions }, (info) => {
    const url = config.publicUrl.startsWith(`http://localhost:${config.port}`)
      ? `http://localhost:${info.port}`
      : config.publicUrl;
    logger.info(
      {
        url,
        port: info.port,
        role: config.role,
        database: container.db.dialect,
        cache: container.cache.kind,
        ...(container.cache.kind === 'redis' ? { redisKeyPrefix: config.redisKeyPrefix } : {}),
        apiReference: `${url}/api/docs`,
      },
      `Lumen Studio listening on ${url}`,
    );
  });
  return async () => {
    await delay(config.shutdown.drainMs);
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Keep-alive connections with no request in flight would hold close() open.
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    });
    await container.generationJobs.idle();
  };
}

/**
 * A generation worker (ROLE=worker): takes jobs from the queue in Redis; its only HTTP is the
 * probes on PORT. Its stop: no new jobs; the running ones get SHUTDOWN_DRAIN_MS to finish, then
 * go back to the queue for another worker.
 */
async function runWorker(logger: Logger, config: Config, container: Container) {
  if (!config.redisUrl) throw new ConfigError('ROLE=worker needs REDIS_URL');
  const worker = new BullmqGenerationWorker({
    redisUrl: config.redisUrl,
    keyPrefix: config.redisKeyPrefix,
    handler: container.generationJobs.handler,
    concurrency: config.worker.concurrency,
    lockDurationMs: config.worker.lockMs,
    stalledIntervalMs: config.worker.lockMs,
    onError: (error) => logger.warn({ err: error }, 'generation worker: queue error'),
  });
  await worker.ready();
  const probes = serve(
    { fetch: createProbeApp(container.readiness).fetch, port: config.port },
    (info) =>
      logger.info(
        {
          port: info.port,
          role: config.role,
          concurrency: config.worker.concurrency,
          database: container.db.dialect,
          redisKeyPrefix: config.redisKeyPrefix,
        },
        'Lumen Studio worker taking generation jobs',
      ),
  );
  return async () => {
    const handedBack = await worker.close(config.shutdown.drainMs);
    if (handedBack > 0) logger.warn({ jobs: handedBack }, 'generation jobs put back on the queue');
    await new Promise<void>((resolve) => {
      probes.close(() => resolve());
      if ('closeIdleConnections' in probes) probes.closeIdleConnections();
    });
  };
}

let logger: Logger | undefined;
try {
  const config = loadConfig();
  logger = createLogger({
    level: config.log.level,
    format: config.log.format ?? defaultLogFormat(),
  });
  await main(logger, config);
} catch (error: unknown) {
  if (error instanceof ConfigError) console.error(error.message);
  else if (logger) logger.fatal({ err: error }, 'Lumen Studio failed to start');
  else console.error('Lumen Studio failed to start:', error);
  process.exit(1);
}
