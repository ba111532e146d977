import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { buildContainer } from './container';
import { providerReport } from './startup-report';

const SWEEP_INTERVAL_MS = 60_000;

async function main() {
  const config = loadConfig();
  for (const line of providerReport(config)) {
    if (line.level === 'warn') console.warn(`WARNING ${line.text}`);
    else console.log(line.text);
  }
  const container = buildContainer(config);
  await container.cache.ready();
  const applied = await container.migrate();
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);

  // Stale pending generations (a crash or a lost connection between debit and completion) are
  // failed and refunded, and expired sessions deleted: once now, then every minute. Safe with
  // several instances sweeping.
  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      const report = await container.generationSweeper.sweep();
      if (report.refunded > 0 || report.errors > 0) {
        console.log(
          `Generation sweep: ${report.refunded} timed out and refunded, ${report.errors} errors`,
        );
      }
      // Expired sessions (idle or past their lifetime) are only dead weight with token hashes.
      await container.purgeExpiredSessions();
    } catch (error) {
      console.error('Sweep failed:', error);
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
    console.log(`Lumen Studio listening on ${url}`);
    const cache =
      container.cache.kind === 'redis'
        ? `redis (keys under ${config.redisKeyPrefix})`
        : container.cache.kind;
    console.log(
      `  database: ${container.db.dialect}, cache: ${cache}, API reference: ${url}/api/docs`,
    );
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: shutting down`);
    clearInterval(sweepTimer);
    server.close(() => {
      container.close().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Lumen Studio failed to start:', error);
  process.exit(1);
});
