import { setTimeout as delay } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { buildContainer } from './container';
import { createLogger, defaultLogFormat, type Logger } from './lib/logger';
import { createMetricsApp } from './lib/metrics-app';
import { providerReport } from './startup-report';

const SWEEP_INTERVAL_MS = 60_000;

async function main(logger: Logger, config: ReturnType<typeof loadConfig>) {
  for (const line of providerReport(config)) {
    if (line.level === 'warn') logger.warn(line.text);
    else logger.info(line.text);
  }
  const container = buildContainer(config, { logger });
  await container.cache.ready();
  const applied = await container.migrate();
  if (applied.length > 0) logger.info({ migrations: applied }, 'applied migrations');

  // Stale pending generations (a crash or a lost connection between debit and completion) are
  // failed and refunded, expired sessions deleted and trials at their end lapsed: once now, then
  // every minute. Safe with several instances sweeping.
  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      const report = await container.generationSweeper.sweep();
      if (report.refunded > 0 || report.trialsLapsed > 0 || report.errors > 0) {
        logger.warn(
          { refunded: report.refunded, trialsLapsed: report.trialsLapsed, errors: report.errors },
          'sweep: timed-out generations failed and refunded, trials at their end lapsed',
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

  const app = createApp(container.deps);
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    const url = config.publicUrl.startsWith(`http://localhost:${config.port}`)
      ? `http://localhost:${info.port}`
      : config.publicUrl;
    logger.info(
      {
        url,
        port: info.port,
        database: container.db.dialect,
        cache: container.cache.kind,
        ...(container.cache.kind === 'redis' ? { redisKeyPrefix: config.redisKeyPrefix } : {}),
        apiReference: `${url}/api/docs`,
      },
      `Lumen Studio listening on ${url}`,
    );
  });
  const metricsServer =
    config.metricsPort === undefined
      ? undefined
      : serve(
          { fetch: createMetricsApp(container.metrics).fetch, port: config.metricsPort },
          (info) => logger.info({ port: info.port }, 'Prometheus metrics at /metrics'),
        );

  // SIGTERM: /api/ready answers 503 at once (the proxy or orchestrator stops sending traffic),
  // then after SHUTDOWN_DRAIN_MS the listener closes; requests in flight finish, and only then
  // are the database pool and Redis closed. Past SHUTDOWN_TIMEOUT_MS the process gives up.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    container.readiness.drain();
    clearInterval(sweepTimer);
    logger.info({ signal, drainMs: config.shutdown.drainMs }, 'shutting down: draining');
    setTimeout(() => {
      logger.error('shutdown timed out with requests still in flight');
      process.exit(1);
    }, config.shutdown.drainMs + config.shutdown.timeoutMs).unref();
    await delay(config.shutdown.drainMs);
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Keep-alive connections with no request in flight would hold close() open.
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    });
    metricsServer?.close();
    await container.close();
    logger.info('stopped');
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
