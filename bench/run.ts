// npm run bench: HTTP throughput and latency on loopback (autocannon), the web app's weight for
// the home route, and Lighthouse in Debian's Chromium. Writes bench/results.json and
// BENCHMARKS.md. Not part of npm test. Every step is bounded; the whole run takes ~5-8 minutes.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { openDatabase } from '@lumen/adapters';
import { createTestMysqlDatabase, createTestRedis } from '@lumen/adapters/testing';
import {
  GALLERY_QUERY,
  type HttpFigure,
  httpCases,
  ROUNDS,
  renderHttpTable,
  runHttpCases,
  seedSavedLists,
  serverAimRows,
  serverGaps,
  TEXTS_QUERY,
} from './http';

const ROOT = path.resolve(import.meta.dirname, '..');
const env = process.env;
const nodeArgs = env.BENCH_NODE_ARGS;
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const GALLERY_ROWS = Number(env.BENCH_GALLERY_ROWS ?? 100_000);
const CHROMIUM = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// BENCH_ONLY=http: only the HTTP figures (no web build, weight or Lighthouse), printed as a table;
// bench/results.json and BENCHMARKS.md are left alone. BENCH_CASES=auth_me,gallery_1conn narrows
// it further (the bare route always runs, as the ratio's denominator).
const ONLY = env.BENCH_ONLY ?? 'all';
if (ONLY !== 'all' && ONLY !== 'http') throw new Error(`BENCH_ONLY must be http or all: ${ONLY}`);
const CASES = env.BENCH_CASES?.split(',').filter(Boolean);
const wanted = (name: string) => name === 'bare' || !CASES || CASES.includes(name);
const log = (...args: unknown[]) => console.log('[bench]', ...args);

function startServer(env: Record<string, string>): Promise<{
  child: ChildProcess;
  barePort: number;
  appPort: number;
}> {
  // BENCH_NODE_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const extra = (nodeArgs ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', 'bench/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bench server did not start in 60 s')), 60_000);
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (\d+) (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, barePort: Number(m[1]), appPort: Number(m[2]) });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bench server exited (${code})`));
    });
  });
}

async function json(url: string, init: RequestInit = {}) {
  const res = await fetch(url, init);
  const body = await res.json();
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** JS and CSS the home route loads in Chromium, each file gzip-compressed (level 6). */
async function webWeight(origin: string) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const files: { url: string; type: 'js' | 'css'; bytes: number; gzip: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const url = response.url();
      const type = response.request().resourceType();
      if (!url.startsWith(origin) || (type !== 'script' && type !== 'stylesheet')) return;
      pending.push(
        response.body().then((body) => {
          files.push({
            url: url.slice(origin.length),
            type: type === 'script' ? 'js' : 'css',
            bytes: body.length,
            gzip: gzipSync(body, { level: 6 }).length,
          });
        }),
      );
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle', timeout: 30_000 });
    await Promise.all(pending);
    const sum = (type: 'js' | 'css', key: 'bytes' | 'gzip') =>
      files.filter((f) => f.type === type).reduce((n, f) => n + f[key], 0);
    return {
      jsGzip: sum('js', 'gzip'),
      jsRaw: sum('js', 'bytes'),
      cssGzip: sum('css', 'gzip'),
      cssRaw: sum('css', 'bytes'),
      files: files.sort((a, b) => b.gzip - a.gzip),
    };
  } finally {
    await browser.close();
  }
}

/** Puts the signed-in token in a Chromium profile, so Lighthouse can open a signed-in page. */
async function profileWithToken(origin: string, token: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lumen-lh-profile-'));
  const { chromium } = await import('playwright-core');
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: ['--no-sandbox'],
  });
  const page = await context.newPage();
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
  await context.close();
  return dir;
}

interface LighthouseFigure {
  page: string;
  preset: 'mobile' | 'desktop';
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  finalUrl?: string;
  error?: string;
}

function lighthouse(url: string, page: string, preset: 'mobile' | 'desktop', profile?: string) {
  const out = path.join(tmpdir(), `lumen-lh-${process.pid}-${randomBytes(4).toString('hex')}.json`);
  const flags = [
    '--headless=new',
    '--no-sandbox',
    ...(profile ? [`--user-data-dir=${profile}`] : []),
  ];
  try {
    execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices',
        `--chrome-flags=${flags.join(' ')}`,
        ...(profile ? ['--disable-storage-reset'] : []),
        ...(preset === 'desktop' ? ['--preset=desktop'] : []),
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: 'pipe', timeout: 150_000 },
    );
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const score = (id: string) => {
      const s = report.categories?.[id]?.score;
      return typeof s === 'number' ? Math.round(s * 100) : null;
    };
    const figure: LighthouseFigure = {
      page,
      preset,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      finalUrl: String(report.finalDisplayedUrl ?? report.finalUrl ?? '').replace(
        /^https?:\/\/[^/]+/,
        '',
      ),
    };
    log(`lighthouse ${page} (${preset}):`, JSON.stringify(figure));
    return figure;
  } catch (error) {
    const message = String((error as { stderr?: Buffer }).stderr ?? (error as Error).message)
      .trim()
      .split('\n')
      .slice(-3)
      .join(' ');
    log(`lighthouse ${page} (${preset}) failed: ${message}`);
    return {
      page,
      preset,
      performance: null,
      accessibility: null,
      bestPractices: null,
      error: message,
    };
  } finally {
    rmSync(out, { force: true });
  }
}

async function main() {
  const startedAt = Date.now();
  const skipWeb = env.BENCH_SKIP_WEB === '1' || ONLY === 'http';
  const webDist = path.join(ROOT, 'packages/web/dist');
  if (!skipWeb) {
    log('building the web app (turbo run build --filter=@lumen/web)');
    execFileSync(
      'npx',
      ['turbo', 'run', 'build', '--filter=@lumen/web', '--output-logs=errors-only'],
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
      },
    );
  }

  const mysql = await createTestMysqlDatabase();
  const redis = await createTestRedis();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lumen-bench-'));
  let child: ChildProcess | undefined;
  let profile: string | undefined;
  try {
    const server = await startServer({
      BENCH_DATA_DIR: dataDir,
      BENCH_DATABASE_URL: mysql.url,
      BENCH_REDIS_URL: redis.url,
      BENCH_REDIS_PREFIX: redis.keyPrefix,
      ...(existsSync(path.join(webDist, 'index.html')) ? { BENCH_WEB_DIST: webDist } : {}),
    });
    child = server.child;
    const serverPid = child.pid;
    const bare = `http://127.0.0.1:${server.barePort}`;
    const app = `http://127.0.0.1:${server.appPort}`;

    const email = `bench-${Date.now()}@example.com`;
    const { token } = await json(`${app}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'Bench-Password-42',
        full_name: 'Bench User',
        language: 'en',
      }),
    });
    const auth = { authorization: `Bearer ${token}` };
    const { user } = await json(`${app}/api/auth/me`, { headers: auth });
    const db = openDatabase({ url: mysql.url });
    try {
      const granted = await db.creditLedger.adjust({
        userId: user.id,
        reference: 'bench',
        credits: 100_000_000,
        reason: 'bench',
      });
      if (!granted.ok) throw granted.error;
      await seedSavedLists(db, user.id, GALLERY_ROWS);
    } finally {
      await db.close();
    }

    const check = await json(`${app}${GALLERY_QUERY}`, { headers: auth });
    log(
      `gallery query: ${check.total} matches of ${GALLERY_ROWS}, ${check.images.length} on page 1`,
    );
    const texts = await json(`${app}${TEXTS_QUERY}`, { headers: auth });
    log(`saved-texts query: ${texts.total} matches of ${GALLERY_ROWS}`);
    // One image this server issued to the user: what the mixed workload's saves save.
    const generated = await json(`${app}/api/generate/image`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'a lighthouse at dusk', size: '512x512', style: 'cartoon' }),
    });

    const cases = httpCases({
      bare,
      app,
      auth,
      rows: GALLERY_ROWS,
      savedUrl: generated.images[0],
    }).filter((spec) => wanted(spec.name));
    const http = await runHttpCases(cases, SECONDS, serverPid);
    if (ONLY === 'http') {
      console.log(renderHttpTable(http));
      return;
    }

    let web: Awaited<ReturnType<typeof webWeight>> | { error: string } = {
      error: 'skipped (BENCH_SKIP_WEB=1)',
    };
    const lighthouseFigures: LighthouseFigure[] = [];
    if (!skipWeb) {
      try {
        web = await webWeight(app);
        log(`home route: JS ${web.jsGzip} B gzip, CSS ${web.cssGzip} B gzip`);
      } catch (error) {
        web = { error: (error as Error).message };
        log(`web weight failed: ${web.error}`);
      }
      try {
        profile = await profileWithToken(app, token);
      } catch (error) {
        log(`could not prepare a signed-in Chromium profile: ${(error as Error).message}`);
      }
      for (const preset of ['mobile', 'desktop'] as const) {
        lighthouseFigures.push(lighthouse(`${app}/`, 'home', preset));
        lighthouseFigures.push(lighthouse(`${app}/signin`, 'sign-in', preset));
        lighthouseFigures.push(
          lighthouse(`${app}/image-generator`, 'image generator (signed in)', preset, profile),
        );
      }
    }

    const results = {
      date: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        cpu: cpus()[0]?.model,
        memoryGb: Math.round(totalmem() / 2 ** 30),
        node: process.version,
      },
      setup: {
        database: 'MariaDB (local, one fresh database)',
        cache: 'Redis (local, one fresh key prefix)',
        hasher: 'argon2id production parameters',
        secondsPerRun: SECONDS,
        warmupSeconds: 2,
        galleryRows: GALLERY_ROWS,
        note: 'autocannon and the server share the same 2 cores: the bare route is the ceiling of this setup, not of the machine',
      },
      http,
      web,
      lighthouse: lighthouseFigures,
      durationSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
    writeFileSync(path.join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(path.join(ROOT, 'BENCHMARKS.md'), renderMarkdown(results));
    // The repo's formatter owns JSON layout (npm test runs biome check over the tree).
    execFileSync('npx', ['biome', 'format', '--write', 'bench/results.json'], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    log(`wrote bench/results.json and BENCHMARKS.md in ${results.durationSeconds} s`);
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
    await mysql.drop().catch(() => undefined);
    await redis.cleanup().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    if (profile) rmSync(profile, { recursive: true, force: true });
  }
}

type Results = {
  date: string;
  machine: { cpus: number; cpu?: string; memoryGb: number; node: string };
  http: HttpFigure[];
  web:
    | {
        jsGzip: number;
        cssGzip: number;
        jsRaw: number;
        cssRaw: number;
        files: { url: string; gzip: number }[];
      }
    | { error: string };
  lighthouse: LighthouseFigure[];
  durationSeconds: number;
};

function renderMarkdown(r: Results): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const verdict = (ok: boolean | undefined) =>
    ok === undefined ? 'not measured' : ok ? 'met' : 'missed';
  const web = 'jsGzip' in r.web ? r.web : undefined;
  const lhRows = r.lighthouse.map(
    (l) =>
      `| ${l.page} | ${l.preset} | ${l.performance ?? '—'} | ${l.accessibility ?? '—'} | ${l.bestPractices ?? '—'} | ${l.error ? `failed: ${l.error.replace(/\|/g, '/')}` : (l.finalUrl ?? '')} |`,
  );
  const lhMin = (key: 'performance' | 'accessibility') => {
    const scores = r.lighthouse.map((l) => l[key]).filter((s): s is number => s !== null);
    return scores.length === r.lighthouse.length && scores.length > 0
      ? Math.min(...scores)
      : undefined;
  };
  const perfMin = lhMin('performance');
  const a11yMin = lhMin('accessibility');
  return `# Benchmarks

Written by \`npm run bench\` (bench/run.ts) on ${r.date}; the raw figures are in
[bench/results.json](bench/results.json). Not part of \`npm test\`.

Machine: ${r.machine.cpus} × ${r.machine.cpu ?? 'cpu'}, ${r.machine.memoryGb} GB, Node ${r.machine.node}.
The server runs the production shape in its own process (MariaDB, Redis, argon2id, demo models);
autocannon runs on the same ${r.machine.cpus} cores over loopback, so every figure is also given as
a ratio to a bare Hono route served by the same process in the same run — the ceiling of this setup.
Each HTTP case: a 2 s warm-up, then ${ROUNDS} rounds of ${SECONDS} s (every case once per round, the bare
route first); the tables give the medians of the rounds, a ratio is taken against the bare route
of the same round. The machine is shared with other work while the bench runs, so single
figures move from run to run; the rounds' spread is in the p99 column of each round.

## Aims

| aim | figure | verdict |
|---|---|---|
${serverAimRows(r.http, GALLERY_ROWS).join('\n')}
| home route JavaScript < 170 KB gzip | ${web ? kb(web.jsGzip) : 'n/a'} | ${verdict(web ? web.jsGzip < 170 * 1024 : undefined)} |
| Lighthouse performance ≥ 95 on every page measured | lowest ${perfMin ?? 'n/a'} | ${verdict(perfMin === undefined ? undefined : perfMin >= 95)} |
| Lighthouse accessibility ≥ 95 on every page measured | lowest ${a11yMin ?? 'n/a'} | ${verdict(a11yMin === undefined ? undefined : a11yMin >= 95)} |

## HTTP (autocannon, loopback)

${renderHttpTable(r.http)}

## Web app (home route, as Chromium loads it)

${
  web
    ? `| | raw | gzip (level 6) |
|---|---|---|
| JavaScript | ${kb(web.jsRaw)} | ${kb(web.jsGzip)} |
| CSS | ${kb(web.cssRaw)} | ${kb(web.cssGzip)} |

Largest files (gzip): ${web.files
        .slice(0, 5)
        .map((f) => `\`${f.url}\` ${kb(f.gzip)}`)
        .join(', ')}.`
    : `Not measured: ${'error' in r.web ? r.web.error : ''}`
}

## Lighthouse ${'12.8.2'} (Debian's Chromium, headless, loopback)

Lighthouse 13 needs Node ≥ 22.19; this project runs on Node 20, so the bench uses Lighthouse 12.8.2.
"mobile" is Lighthouse's default (simulated slow 4G and a 4× slower CPU); "desktop" is its
desktop preset. The image generator is opened signed in (the token put in the Chromium profile).

| page | preset | performance | accessibility | best practices | final URL / note |
|---|---|---|---|---|---|
${lhRows.join('\n') || '| — | — | — | — | — | not run |'}

## Reading the gaps

Analysis from this machine (November 2026); the figures above are re-measured on every run.

${serverGaps(r.http)}
- **Home route JavaScript.** What the home route loads: the entry (React, the router, react-intl,
  the layout and the home screen, which ships with the entry so the landing page needs no second
  round trip) and the CSS; every other screen is a lazy chunk. The build treats \`@lumen/ui\` and
  \`@lumen/domain\` modules as side-effect free, so a screen takes only the components and schemas
  it uses; the header's generators menu and language/currency selects (most of React Aria's
  collection and overlay code) load on the visitor's first interaction behind stand-ins that look
  the same, the mobile sidebar when its button is first approached, the toast region with the
  first toast; the catalogues are precompiled ICU ASTs, so react-intl's parser is aliased away,
  and Spanish is its own chunk. The server sends \`/assets/*\` gzip-compressed with long caching.
- **Lighthouse performance (mobile).** Lighthouse's mobile run simulates slow 4G and a 4× slower
  CPU; the desktop preset scores are the same pages without that throttling. The server's
  index.html for a lazy screen's path (/signin, /image-generator, …) carries
  \`<link rel="modulepreload">\` for that screen's chunk, its imports and its CSS (from Vite's
  manifest), so the screen downloads with the entry instead of after it runs (by hand, same build,
  alternating: /signin 69, 78 -> 75, 84; LCP 4.06, 3.86 s -> 3.55, 3.09 s). The first render runs
  as a transition, in slices. What remains is the entry's weight and main-thread work on a 4×
  slowed CPU (the sign-in screen adds zod, react-hook-form and the form's messages), and this
  machine's load during the run.

Total bench time: ${r.durationSeconds} s.
`;
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
