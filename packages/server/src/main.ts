import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { buildContainer } from './container';

async function main() {
  const config = loadConfig();
  const container = buildContainer(config);
  await container.cache.ready();
  const applied = await container.migrate();
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);

  const app = createApp(container.deps);
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    const url = config.publicUrl.startsWith(`http://localhost:${config.port}`)
      ? `http://localhost:${info.port}`
      : config.publicUrl;
    console.log(`Lumen Studio listening on ${url}`);
    console.log(
      `  database: ${container.db.dialect}, cache: ${container.cache.kind}, API reference: ${url}/api/docs`,
    );
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: shutting down`);
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
