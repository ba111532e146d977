// The web half of `npm run bench`: each route's JavaScript and CSS as Chromium loads it before
// the first interaction, and Lighthouse (median of three runs) on the pages the aims name.
// Called by bench/run.ts, which owns the server, the results file and BENCHMARKS.md.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const env = process.env;

const log = (...args: unknown[]) => console.log('[bench:web]', ...args);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export interface RouteToWeigh {
  path: string;
  label: string;
  signedIn?: boolean;
  /** The aim for its JavaScript (gzip bytes), when there is one. */
  jsAim?: number;
}

export const routesToWeigh: RouteToWeigh[] = [
  { path: '/', label: 'home', jsAim: 150 * 1024 },
  { path: '/signin', label: 'sign-in', jsAim: 110 * 1024 },
  { path: '/signup', label: 'sign-up' },
  { path: '/reset-password', label: 'reset password' },
  { path: '/image-generator', label: 'image generator (signed out)' },
  { path: '/text-generator', label: 'text generator (signed out)' },
  { path: '/generate/voice', label: 'voice (placeholder landing)' },
  { path: '/no-such-page', label: 'not found' },
  { path: '/image-generator', label: 'image generator (signed in)', signedIn: true },
  { path: '/dashboard', label: 'dashboard (signed in)', signedIn: true },
  { path: '/saved-texts', label: 'saved texts (signed in)', signedIn: true },
  { path: '/checkout', label: 'checkout (signed in, no top-up yet)', signedIn: true },
];

export interface RouteWeight {
  path: string;
  label: string;
  jsGzip: number;
  jsRaw: number;
  jsFiles: number;
  cssGzip: number;
  cssRaw: number;
  jsAim?: number;
}

/**
 * What each route loads before the visitor does anything: a fresh Chromium context (no cache)
 * opens it and waits until the network is idle, without moving the pointer or pressing a key;
 * every script and stylesheet of this origin is counted, each gzip-compressed (level 6) as the
 * server sends it.
 */
export async function routeWeights(
  origin: string,
  chromium: string,
  token: string,
  routes: RouteToWeigh[] = routesToWeigh,
): Promise<RouteWeight[]> {
  const { chromium: browserType } = await import('playwright-core');
  const browser = await browserType.launch({ executablePath: chromium, args: ['--no-sandbox'] });
  try {
    const weights: RouteWeight[] = [];
    for (const route of routes) {
      const context = await browser.newContext();
      if (route.signedIn) {
        await context.addInitScript((t) => localStorage.setItem('auth_token', t), token);
      }
      const page = await context.newPage();
      const files: { type: 'js' | 'css'; raw: number; gzip: number }[] = [];
      const pending: Promise<void>[] = [];
      let counting = true;
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (
          !counting ||
          !response.url().startsWith(origin) ||
          (type !== 'script' && type !== 'stylesheet')
        ) {
          return;
        }
        pending.push(
          response.body().then((body) => {
            files.push({
              type: type === 'script' ? 'js' : 'css',
              raw: body.length,
              gzip: gzipSync(body, { level: 6 }).length,
            });
          }),
        );
      });
      await page.goto(`${origin}${route.path}`, { waitUntil: 'networkidle', timeout: 60_000 });
      // Every body asked for, including a response that came in while the others were read;
      // nothing is asked of the page once it closes.
      for (let settled = -1; settled !== pending.length; ) {
        settled = pending.length;
        await Promise.all(pending);
      }
      counting = false;
      await context.close();
      const sum = (type: 'js' | 'css', key: 'raw' | 'gzip') =>
        files.filter((f) => f.type === type).reduce((n, f) => n + f[key], 0);
      const weight: RouteWeight = {
        path: route.path,
        label: route.label,
        jsGzip: sum('js', 'gzip'),
        jsRaw: sum('js', 'raw'),
        jsFiles: files.filter((f) => f.type === 'js').length,
        cssGzip: sum('css', 'gzip'),
        cssRaw: sum('css', 'raw'),
        ...(route.jsAim ? { jsAim: route.jsAim } : {}),
      };
      log(`${route.label}: JS ${kb(weight.jsGzip)} gzip, CSS ${kb(weight.cssGzip)} gzip`);
      weights.push(weight);
    }
    return weights;
  } finally {
    await browser.close();
  }
}

/** Puts the signed-in token in a Chromium profile, so Lighthouse can open a signed-in page. */
export async function profileWithToken(origin: string, chromium: string, token: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lumen-lh-profile-'));
  const { chromium: browserType } = await import('playwright-core');
  const context = await browserType.launchPersistentContext(dir, {
    executablePath: chromium,
    args: ['--no-sandbox'],
  });
  const page = await context.newPage();
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
  await context.close();
  return dir;
}

export interface LighthousePage {
  path: string;
  page: string;
  signedIn?: boolean;
  /** The performance aim. */
  performanceAim: number;
}

export const lighthousePages: LighthousePage[] = [
  { path: '/', page: 'home', performanceAim: 95 },
  { path: '/signin', page: 'sign-in', performanceAim: 95 },
  { path: '/signup', page: 'sign-up', performanceAim: 95 },
  { path: '/image-generator', page: 'image generator (signed out)', performanceAim: 95 },
  {
    path: '/image-generator',
    page: 'image generator (signed in)',
    signedIn: true,
    performanceAim: 90,
  },
  { path: '/dashboard', page: 'dashboard (signed in)', signedIn: true, performanceAim: 90 },
];

/** The scores and metrics of one Lighthouse run (or their medians). */
interface LighthouseScores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  cls: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
}

interface LighthouseRun extends LighthouseScores {
  finalUrl: string;
}

/** The medians over the runs that finished. */
export interface LighthouseFigure extends LighthouseScores {
  page: string;
  path: string;
  preset: 'mobile';
  runs: number;
  performanceAim: number;
  /** Every run's performance score, in order. */
  performanceRuns: (number | null)[];
  finalUrl?: string;
  error?: string;
}

function lighthouseRun(
  root: string,
  chromium: string,
  url: string,
  profile: string | undefined,
): LighthouseRun {
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
        path.join(root, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices',
        `--chrome-flags=${flags.join(' ')}`,
        ...(profile ? ['--disable-storage-reset'] : []),
      ],
      { env: { ...process.env, CHROME_PATH: chromium }, stdio: 'pipe', timeout: 180_000 },
    );
    const report = JSON.parse(readFileSync(out, 'utf8'));
    // BENCH_LH_KEEP=<dir> keeps every report, to read what a score is made of.
    const keep = env.BENCH_LH_KEEP;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`;
      copyFileSync(out, path.join(keep, name));
    }
    const score = (id: string) => {
      const s = report.categories?.[id]?.score;
      return typeof s === 'number' ? Math.round(s * 100) : null;
    };
    const audit = (id: string) => {
      const v = report.audits?.[id]?.numericValue;
      return typeof v === 'number' ? v : null;
    };
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      cls: audit('cumulative-layout-shift'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      finalUrl: String(report.finalDisplayedUrl ?? report.finalUrl ?? '').replace(
        /^https?:\/\/[^/]+/,
        '',
      ),
    };
  } finally {
    rmSync(out, { force: true });
  }
}

const median = (values: (number | null)[]): number | null => {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2
    ? (known[middle] as number)
    : ((known[middle - 1] as number) + (known[middle] as number)) / 2;
};

/** Lighthouse's mobile preset (its default: simulated slow 4G, 4× slower CPU), `runs` times. */
export function lighthouseMedian(opts: {
  root: string;
  chromium: string;
  origin: string;
  page: LighthousePage;
  profile?: string;
  runs?: number;
}): LighthouseFigure {
  const runs: LighthouseRun[] = [];
  let error: string | undefined;
  for (let i = 0; i < (opts.runs ?? 3); i++) {
    try {
      runs.push(
        lighthouseRun(opts.root, opts.chromium, `${opts.origin}${opts.page.path}`, opts.profile),
      );
    } catch (failure) {
      error = String((failure as { stderr?: Buffer }).stderr ?? (failure as Error).message)
        .trim()
        .split('\n')
        .slice(-3)
        .join(' ');
      log(`lighthouse ${opts.page.page} run ${i + 1} failed: ${error}`);
    }
  }
  const pick = (key: keyof LighthouseScores) => median(runs.map((r) => r[key]));
  const figure: LighthouseFigure = {
    page: opts.page.page,
    path: opts.page.path,
    preset: 'mobile',
    runs: runs.length,
    performanceAim: opts.page.performanceAim,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    cls: pick('cls'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    performanceRuns: runs.map((r) => r.performance),
    ...(runs[0] ? { finalUrl: runs[0].finalUrl } : {}),
    ...(error ? { error } : {}),
  };
  log(`lighthouse ${figure.page}:`, JSON.stringify(figure));
  return figure;
}

export interface WebResults {
  routes: RouteWeight[] | { error: string };
  lighthouse: LighthouseFigure[];
  /** The installed Lighthouse that measured the figures. */
  lighthouseVersion?: string;
}

export function lighthouseVersion(root: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
  );
  return String(manifest.version);
}

const verdict = (ok: boolean | undefined) =>
  ok === undefined ? 'not measured' : ok ? 'met' : 'missed';

/** BENCHMARKS.md's web sections: the aims with their figures, the routes, Lighthouse. */
export function renderWebMarkdown(web: WebResults): string {
  const routes = Array.isArray(web.routes) ? web.routes : undefined;
  const aimRows: string[] = [];
  for (const route of routes?.filter((r) => r.jsAim) ?? []) {
    aimRows.push(
      `| ${route.label}: JavaScript before the first interaction ≤ ${kb(route.jsAim as number)} gzip | ${kb(route.jsGzip)} | ${verdict(route.jsGzip <= (route.jsAim as number))} |`,
    );
  }
  for (const l of web.lighthouse) {
    aimRows.push(
      `| Lighthouse mobile performance ≥ ${l.performanceAim}: ${l.page} | ${l.performance ?? 'n/a'} (runs: ${l.performanceRuns.join(', ') || 'none'}) | ${verdict(l.performance === null ? undefined : l.performance >= l.performanceAim)} |`,
    );
  }
  const lowest = (key: 'accessibility' | 'bestPractices') => {
    const scores = web.lighthouse.map((l) => l[key]);
    return scores.length > 0 && scores.every((s) => s !== null)
      ? Math.min(...(scores as number[]))
      : undefined;
  };
  const a11y = lowest('accessibility');
  const practices = lowest('bestPractices');
  const clsValues = web.lighthouse.map((l) => l.cls);
  const worstCls =
    clsValues.length > 0 && clsValues.every((c) => c !== null)
      ? Math.max(...(clsValues as number[]))
      : undefined;
  aimRows.push(
    `| Lighthouse accessibility ≥ 95 on every page measured | lowest ${a11y ?? 'n/a'} | ${verdict(a11y === undefined ? undefined : a11y >= 95)} |`,
    `| Lighthouse best practices ≥ 95 on every page measured | lowest ${practices ?? 'n/a'} | ${verdict(practices === undefined ? undefined : practices >= 95)} |`,
    `| cumulative layout shift < 0.05 on every page measured | highest ${worstCls === undefined ? 'n/a' : worstCls.toFixed(3)} | ${verdict(worstCls === undefined ? undefined : worstCls < 0.05)} |`,
  );

  const routeTable = routes
    ? `| route | JavaScript gzip | JavaScript raw | files | CSS gzip | CSS raw |
|---|---|---|---|---|---|
${routes.map((r) => `| ${r.label} (\`${r.path}\`) | ${kb(r.jsGzip)} | ${kb(r.jsRaw)} | ${r.jsFiles} | ${kb(r.cssGzip)} | ${kb(r.cssRaw)} |`).join('\n')}`
    : `Not measured: ${'error' in web.routes ? web.routes.error : ''}`;

  const ms = (v: number | null) => (v === null ? '—' : `${Math.round(v)} ms`);
  const lhRows = web.lighthouse.map(
    (l) =>
      `| ${l.page} | ${l.performance ?? '—'} (aim ${l.performanceAim}) | ${l.accessibility ?? '—'} | ${l.bestPractices ?? '—'} | ${l.cls === null ? '—' : l.cls.toFixed(3)} | ${ms(l.lcpMs)} | ${ms(l.tbtMs)} | ${l.runs} | ${l.error ? `failed: ${l.error.replace(/\|/g, '/')}` : (l.finalUrl ?? '')} |`,
  );

  return `## Web aims

| aim | figure | verdict |
|---|---|---|
${aimRows.join('\n')}

## Web app: JavaScript and CSS per route, before the first interaction

A fresh Chromium context opens the route and waits for the network to be idle without any input;
every script and stylesheet it fetched is counted, each gzip-compressed at level 6 (the server
sends them gzip-compressed). Signed-in routes have the token in local storage.

${routeTable}

## Lighthouse ${web.lighthouseVersion ?? '(version not recorded)'}, mobile preset, median of three runs (Debian's Chromium, headless, loopback)

The mobile preset is Lighthouse's default: simulated slow 4G and a 4× slower CPU. Signed-in pages
are opened with the token in the Chromium profile. The machine is shared with other work, which
the simulated throttling does not remove: scores move by several points between runs.

| page | performance | accessibility | best practices | CLS | LCP | TBT | runs | final URL / note |
|---|---|---|---|---|---|---|---|---|
${lhRows.join('\n') || '| — | — | — | — | — | — | — | 0 | not run |'}
`;
}
