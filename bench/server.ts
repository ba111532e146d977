// The process under measurement: a bare Hono route (the machine's ceiling) and the real app
// (production shape: MariaDB + Redis, production argon2id), each on its own loopback port, in
// one process so both share the same CPU budget. Started by bench/run.ts; prints one READY line.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { buildContainer, createApp, loadConfig, secureServerOptions } from '@lumen/server';
import { Hono } from 'hono';

const env = process.env;
const need = (name: string) => {
  const value = env[name];
  if (!value) throw new Error(`bench/server.ts: ${name} is not set`);
  return value;
};

async function main() {
  const config = loadConfig({
    NODE_ENV: 'production',
    // The bench measures the app, not a gateway: the demo payment page, asked for by name.
    PAYMENTS: 'demo',
    DATA_DIR: need('BENCH_DATA_DIR'),
    DATABASE_URL: need('BENCH_DATABASE_URL'),
    REDIS_URL: need('BENCH_REDIS_URL'),
    PAYMENT_CALLBACK_SECRET: 'bench-secret-'.padEnd(64, 'x'),
    PUBLIC_URL: 'http://127.0.0.1',
    TRUSTED_PROXY: '1',
    ...(env.BENCH_WEB_DIST ? { WEB_DIST: env.BENCH_WEB_DIST } : {}),
  });
  const container = buildContainer(config, { redisKeyPrefix: need('BENCH_REDIS_PREFIX') });
  await container.cache.ready();
  await container.migrate();

  const bare = new Hono();
  bare.get('/bare', (c) => c.json({ ok: true }));
  // The app's own answer-time histogram by route, read and reset between cases on the bare port
  // (never the app's): which requests of a case make its tail.
  bare.post('/bench/routes/reset', (c) => {
    container.metrics.httpDuration.reset();
    return c.json({ ok: true });
  });
  bare.get('/bench/routes', async (c) => {
    const metric = await container.metrics.httpDuration.get();
    const byRoute = new Map<string, Record<string, number>>();
    for (const v of metric.values) {
      if (v.metricName !== 'lumen_http_request_duration_seconds_bucket') continue;
      const key = `${v.labels.method} ${v.labels.route} ${v.labels.status}`;
      const le = String((v.labels as Record<string, unknown>).le);
      byRoute.set(key, { ...byRoute.get(key), [le]: v.value });
    }
    return c.json(
      [...byRoute].map(([route, le]) => {
        const answers = le['+Inf'] ?? 0;
        const over = (bound: string) => answers - (le[bound] ?? 0);
        return { route, answers, over100: over('0.1'), over250: over('0.25'), over1000: over('1') };
      }),
    );
  });

  const servers: ReturnType<typeof serve>[] = [];
  const listen = (
    fetch: (request: Request) => Response | Promise<Response>,
    serverOptions: Awaited<ReturnType<typeof secureServerOptions>> = {},
  ) =>
    new Promise<number>((resolve) => {
      servers.push(
        serve({ fetch, port: 0, hostname: '127.0.0.1', serverOptions }, (info) =>
          resolve(info.port),
        ),
      );
    });
  const barePort = await listen(bare.fetch);
  // As main.ts serves it: the security headers written by the Node layer.
  const appPort = await listen(createApp(container.deps).fetch, await secureServerOptions());
  console.log(`READY ${barePort} ${appPort}`);

  // BENCH_LOOP_STATS=<seconds>: the event loop's delay (p50, p99, max) and utilisation every
  // period, on stderr: whether a case's latency is the loop held or work waited for elsewhere.
  const every = Number(env.BENCH_LOOP_STATS ?? 0);
  if (every > 0) {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    let elu = performance.eventLoopUtilization();
    setInterval(() => {
      const now = performance.eventLoopUtilization(elu);
      elu = performance.eventLoopUtilization();
      const ms = (ns: number) => (ns / 1e6).toFixed(1);
      console.error(
        `[loop] delay p50 ${ms(delay.percentile(50))} ms, p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms, utilisation ${(now.utilization * 100).toFixed(0)}%`,
      );
      delay.reset();
    }, every * 1000).unref();
  }

  // As main.ts stops: the listeners close and the requests in flight finish (a generation the
  // last case left running settles, or fails and refunds) before the database and Redis close.
  const stop = async () => {
    setTimeout(() => process.exit(0), 4_000).unref();
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            if ('closeIdleConnections' in server) server.closeIdleConnections();
          }),
      ),
    );
    await container.close().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('bench server failed:', error);
  process.exit(1);
});
