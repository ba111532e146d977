// The web half of `npm run bench`: each route's JavaScript and CSS as Chromium loads it before
// the first interaction, and Lighthouse (five runs a page, each reported with the machine's load,
// its blocking time and our long tasks) on the pages the aims name.
// Called by bench/run.ts, which owns the server, the results file and BENCHMARKS.md.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { machineLoad } from './http';

const env = process.env;

const log = (...args: unknown[]) => console.log('[bench:web]', ...args);

/** Debian's Chromium as every web figure runs it: nothing fetched from elsewhere while it measures. */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export interface RouteToWeigh {
  path: string;
  label: string;
  signedIn?: boolean;
  /** The aim for its JavaScript (gzip bytes), when there is one. */
  jsAim?: number;
}

/** Every signed-out account page and home: ≤ 100 KB; every signed-in page: ≤ 200 KB. */
const SIGNED_OUT_JS_AIM = 100 * 1024;
const SIGNED_IN_JS_AIM = 200 * 1024;

export const routesToWeigh: RouteToWeigh[] = [
  { path: '/', label: 'home', jsAim: SIGNED_OUT_JS_AIM },
  { path: '/signin', label: 'sign-in', jsAim: SIGNED_OUT_JS_AIM },
  { path: '/signup', label: 'sign-up', jsAim: SIGNED_OUT_JS_AIM },
  { path: '/reset-password', label: 'reset password', jsAim: SIGNED_OUT_JS_AIM },
  { path: '/image-generator', label: 'image generator (signed out)' },
  { path: '/text-generator', label: 'text generator (signed out)' },
  { path: '/generate/voice', label: 'voice (placeholder landing)' },
  { path: '/no-such-page', label: 'not found', jsAim: SIGNED_OUT_JS_AIM },
  {
    path: '/image-generator',
    label: 'image generator (signed in)',
    signedIn: true,
    jsAim: SIGNED_IN_JS_AIM,
  },
  { path: '/dashboard', label: 'dashboard (signed in)', signedIn: true, jsAim: SIGNED_IN_JS_AIM },
  {
    path: '/saved-texts',
    label: 'saved texts (signed in)',
    signedIn: true,
    jsAim: SIGNED_IN_JS_AIM,
  },
  {
    path: '/checkout',
    label: 'checkout (signed in, no top-up yet)',
    signedIn: true,
    jsAim: SIGNED_IN_JS_AIM,
  },
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
  /** The largest scripts (gzip), what the figure is made of. */
  largest?: { file: string; gzip: number }[];
  /** The machine's 1-minute load average when the route had loaded. */
  load?: number;
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
  const browser = await browserType.launch({ executablePath: chromium, args: CHROMIUM_FLAGS });
  try {
    const weights: RouteWeight[] = [];
    for (const route of routes) {
      const context = await browser.newContext();
      if (route.signedIn) {
        await context.addInitScript((t) => localStorage.setItem('auth_token', t), token);
      }
      const page = await context.newPage();
      const files: { type: 'js' | 'css'; file: string; raw: number; gzip: number }[] = [];
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
              file: new URL(response.url()).pathname.split('/').pop() ?? '',
              raw: body.length,
              gzip: gzipSync(body, { level: 6 }).length,
            });
          }),
        );
      });
      await page.goto(`${origin}${route.path}`, { waitUntil: 'networkidle', timeout: 60_000 });
      // The entry starts the app after the first painted frame: on a loaded machine the network
      // can be idle before that. Counted once React has hydrated the page (the layout's element
      // carries its props, as e2e/fixtures.ts waits) and the network is idle again.
      await page.waitForFunction(
        () => {
          const shell = document.querySelector('#root > *');
          return shell !== null && Object.keys(shell).some((key) => key.startsWith('__reactProps'));
        },
        undefined,
        { timeout: 60_000 },
      );
      await page.waitForLoadState('networkidle', { timeout: 60_000 });
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
        largest: files
          .filter((f) => f.type === 'js')
          .sort((a, b) => b.gzip - a.gzip)
          .slice(0, 6)
          .map((f) => ({ file: f.file, gzip: f.gzip })),
      };
      const load = machineLoad();
      if (load !== undefined) weight.load = load;
      log(`${route.label}: JS ${kb(weight.jsGzip)} gzip, CSS ${kb(weight.cssGzip)} gzip`);
      // BENCH_WEB_FILES=1: every script the route loaded, to see what a figure is made of.
      if (env.BENCH_WEB_FILES === '1') {
        for (const f of files.filter((f) => f.type === 'js').sort((a, b) => b.gzip - a.gzip)) {
          log(`  ${kb(f.gzip)} ${f.file}`);
        }
      }
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
    args: CHROMIUM_FLAGS,
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
  /** The performance aim, in each run. */
  performanceAim?: number;
  /** Signed-out pages: total blocking time ≤ 150 ms and no long task of ours over 50 ms. */
  mainThreadAim?: boolean;
  /** The status the page answers when it is not 200. */
  expectedStatus?: number;
}

export const lighthousePages: LighthousePage[] = [
  { path: '/', page: 'home', performanceAim: 95, mainThreadAim: true },
  { path: '/signin', page: 'sign-in', performanceAim: 95, mainThreadAim: true },
  { path: '/signup', page: 'sign-up', performanceAim: 95, mainThreadAim: true },
  { path: '/reset-password', page: 'reset password', mainThreadAim: true },
  { path: '/no-such-page', page: 'not found', mainThreadAim: true, expectedStatus: 404 },
  {
    path: '/image-generator',
    page: 'image generator (signed out)',
    performanceAim: 95,
    mainThreadAim: true,
  },
  {
    path: '/image-generator',
    page: 'image generator (signed in)',
    signedIn: true,
    performanceAim: 90,
  },
  { path: '/dashboard', page: 'dashboard (signed in)', signedIn: true, performanceAim: 90 },
];

/** Total blocking time aim on the signed-out pages (Lighthouse's mobile preset, 4× CPU). */
export const TBT_AIM_MS = 150;
/** A long task: Lighthouse's own bound. */
const LONG_TASK_MS = 50;

/** The scores and metrics of one Lighthouse run (or their medians). */
interface LighthouseScores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  cls: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
}

export interface LighthouseRun extends LighthouseScores {
  finalUrl: string;
  fcpMs?: number | null;
  siMs?: number | null;
  /** The machine's 1-minute load average before and after the run. */
  loadBefore?: number;
  loadAfter?: number;
  /** Performance points each metric cost (weight × (1 − its score)), largest first. */
  pointsLost?: { metric: string; points: number }[];
  /** Long tasks (simulated at 4× CPU, no input given) attributed to this origin's scripts. */
  ourLongTasks?: { file: string; ms: number }[];
  /** Long tasks attributed to nothing of ours (the browser, unattributable). */
  otherLongTasks?: number;
}

/** The medians over the runs that finished, and every run. */
export interface LighthouseFigure extends LighthouseScores {
  page: string;
  path: string;
  preset: 'mobile';
  runs: number;
  performanceAim?: number;
  mainThreadAim?: boolean;
  /** Every run's performance score, in order. */
  performanceRuns: (number | null)[];
  /** Every run, in order. */
  runDetails?: LighthouseRun[];
  finalUrl?: string;
  error?: string;
  /** Runs Lighthouse gave up on (each tried again). */
  failedRuns?: number;
}

const METRIC_NAMES: Record<string, string> = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

function lighthouseRun(
  root: string,
  chromium: string,
  url: string,
  profile: string | undefined,
  ignoreStatusCode = false,
): LighthouseRun {
  const out = path.join(tmpdir(), `lumen-lh-${process.pid}-${randomBytes(4).toString('hex')}.json`);
  // Debian's Chromium, headless, with nothing fetched from elsewhere while it measures.
  const flags = [
    '--headless=new',
    ...CHROMIUM_FLAGS,
    ...(profile ? [`--user-data-dir=${profile}`] : []),
  ];
  const loadBefore = machineLoad();
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
        // The not-found page answers 404 by design; Lighthouse refuses such a page unless told.
        ...(ignoreStatusCode ? ['--ignore-status-code'] : []),
      ],
      { env: { ...process.env, CHROME_PATH: chromium }, stdio: 'pipe', timeout: 180_000 },
    );
    const loadAfter = machineLoad();
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
    const refs = (report.categories?.performance?.auditRefs ?? []) as {
      id: string;
      weight: number;
    }[];
    const totalWeight = refs.reduce((n, r) => n + r.weight, 0) || 1;
    const pointsLost = refs
      .filter((r) => r.weight > 0)
      .map((r) => ({
        metric: METRIC_NAMES[r.id] ?? r.id,
        points:
          Math.round(
            ((100 * r.weight) / totalWeight) * (1 - Number(report.audits?.[r.id]?.score ?? 0)) * 10,
          ) / 10,
      }))
      .filter((x) => x.points > 0)
      .sort((a, b) => b.points - a.points);
    const origin = new URL(url).origin;
    const tasks = (report.audits?.['long-tasks']?.details?.items ?? []) as {
      url?: string;
      duration?: number;
    }[];
    const long = tasks.filter((t) => (t.duration ?? 0) > LONG_TASK_MS);
    const ours = long.filter((t) => t.url?.startsWith(origin));
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      cls: audit('cumulative-layout-shift'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      fcpMs: audit('first-contentful-paint'),
      siMs: audit('speed-index'),
      finalUrl: String(report.finalDisplayedUrl ?? report.finalUrl ?? '').replace(
        /^https?:\/\/[^/]+/,
        '',
      ),
      ...(loadBefore !== undefined ? { loadBefore } : {}),
      ...(loadAfter !== undefined ? { loadAfter } : {}),
      pointsLost,
      ourLongTasks: ours.map((t) => ({
        // A script's file name; the document itself keeps its URL (the HTML page).
        file: new URL(t.url as string).pathname.split('/').pop() || (t.url as string),
        ms: Math.round(t.duration ?? 0),
      })),
      otherLongTasks: long.length - ours.length,
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

/** Lighthouse runs of a page: the issue's aims name five, each reported. */
export const LIGHTHOUSE_RUNS = 5;
/** Runs of a page that may fail before it is reported with fewer than LIGHTHOUSE_RUNS. */
const MAX_FAILED_RUNS = 3;

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
  const wanted = opts.runs ?? LIGHTHOUSE_RUNS;
  let error: string | undefined;
  let failed = 0;
  // A run Lighthouse itself gives up on (NO_NAVSTART, a trace it could not record) is tried
  // again, a few times at most, so the page still gets its five figures; each failure is kept.
  for (let i = 0; runs.length < wanted && i < wanted + MAX_FAILED_RUNS; i++) {
    try {
      const run = lighthouseRun(
        opts.root,
        opts.chromium,
        `${opts.origin}${opts.page.path}`,
        opts.profile,
        opts.page.expectedStatus === 404,
      );
      log(
        `lighthouse ${opts.page.page} run ${i + 1}: performance ${run.performance}, TBT ${Math.round(run.tbtMs ?? 0)} ms, LCP ${Math.round(run.lcpMs ?? 0)} ms, our long tasks ${JSON.stringify(run.ourLongTasks)}, load ${run.loadBefore}→${run.loadAfter}`,
      );
      runs.push(run);
    } catch (failure) {
      error = String((failure as { stderr?: Buffer }).stderr ?? (failure as Error).message)
        .trim()
        .split('\n')
        .slice(-3)
        .join(' ');
      failed++;
      log(`lighthouse ${opts.page.page} run ${i + 1} failed: ${error}`);
    }
  }
  const pick = (key: keyof LighthouseScores) => median(runs.map((r) => r[key]));
  const figure: LighthouseFigure = {
    page: opts.page.page,
    path: opts.page.path,
    preset: 'mobile',
    runs: runs.length,
    ...(opts.page.performanceAim !== undefined ? { performanceAim: opts.page.performanceAim } : {}),
    ...(opts.page.mainThreadAim ? { mainThreadAim: true } : {}),
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    cls: pick('cls'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    performanceRuns: runs.map((r) => r.performance),
    runDetails: runs,
    ...(runs[0] ? { finalUrl: runs[0].finalUrl } : {}),
    ...(error ? { error, failedRuns: failed } : {}),
  };
  return figure;
}

export interface WebResults {
  routes: RouteWeight[] | { error: string };
  lighthouse: LighthouseFigure[];
  /** The installed Lighthouse that measured the figures. */
  lighthouseVersion?: string;
  /** When the route weights and the Lighthouse runs were measured (a part may run alone). */
  routesDate?: string;
  lighthouseDate?: string;
  /** What a run left out of the route weights, and why. */
  routesNote?: string;
}

export function lighthouseVersion(root: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
  );
  return String(manifest.version);
}

const verdict = (ok: boolean | undefined) =>
  ok === undefined ? 'not measured' : ok ? 'met' : 'missed';
const load = (l: number | undefined) => (l === undefined ? '?' : l.toFixed(2));
const ms = (v: number | null | undefined) =>
  v === null || v === undefined ? '—' : `${Math.round(v)} ms`;
const lost = (r: LighthouseRun) =>
  (r.pointsLost ?? []).map((p) => `−${p.points} ${p.metric}`).join(', ') || 'none';
/** A task attributed to the document itself (its path, not a script's file) is the page's HTML. */
const taskFile = (file: string) =>
  /^https?:\/\//.test(file) || !file.includes('.') ? 'the HTML page' : file;
const longTasks = (r: LighthouseRun) =>
  (r.ourLongTasks ?? []).map((t) => `${taskFile(t.file)} ${t.ms} ms`).join(', ') || 'none';

/** BENCHMARKS.md's web sections: the aims with every run's figure, the routes, Lighthouse. */
export function renderWebMarkdown(web: WebResults): string {
  const routes = Array.isArray(web.routes) ? web.routes : undefined;
  const jsRows = (routes ?? [])
    .filter((r) => r.jsAim)
    .map((r) => {
      const over = r.jsGzip - (r.jsAim as number);
      const madeOf = (r.largest ?? []).map((f) => `${f.file} ${kb(f.gzip)}`).join(', ');
      return `| ${r.label} (\`${r.path}\`) ≤ ${kb(r.jsAim as number)} | ${kb(r.jsGzip)} in ${r.jsFiles} files | ${load(r.load)} | ${verdict(over <= 0)}${over > 0 ? ` by ${kb(over)}` : ''} | ${madeOf} |`;
    });

  const runs = (l: LighthouseFigure) => l.runDetails ?? [];
  const perfRows = web.lighthouse
    .filter((l) => l.performanceAim !== undefined)
    .map((l) => {
      const aim = l.performanceAim as number;
      const each = runs(l)
        .map((r) => `${r.performance ?? '—'} (load ${load(r.loadBefore)})`)
        .join(', ');
      const misses = runs(l).filter((r) => r.performance === null || r.performance < aim);
      const ok = runs(l).length >= LIGHTHOUSE_RUNS && misses.length === 0;
      const madeOf = misses.map((r) => `run ${runs(l).indexOf(r) + 1}: ${lost(r)}`).join('; ');
      return `| ${l.page}: ≥ ${aim} in each run | ${each || 'none'} | ${verdict(runs(l).length ? ok : undefined)} (${runs(l).length - misses.length} of ${runs(l).length}) | ${madeOf || '—'} |`;
    });
  const mainRows = web.lighthouse
    .filter((l) => l.mainThreadAim)
    .map((l) => {
      const each = runs(l)
        .map((r) => `${ms(r.tbtMs)} (load ${load(r.loadBefore)})`)
        .join(', ');
      const tbtOk = runs(l).filter((r) => r.tbtMs !== null && r.tbtMs <= TBT_AIM_MS).length;
      const taskOk = runs(l).filter((r) => (r.ourLongTasks ?? []).length === 0).length;
      const tasks = runs(l)
        .map((r, i) => ((r.ourLongTasks ?? []).length ? `run ${i + 1}: ${longTasks(r)}` : ''))
        .filter(Boolean)
        .join('; ');
      const n = runs(l).length;
      return `| ${l.page} | ${each || 'none'} | ${verdict(n ? tbtOk === n : undefined)} (${tbtOk} of ${n}) | ${verdict(n ? taskOk === n : undefined)} (${taskOk} of ${n}) | ${tasks || 'none'} |`;
    });

  const lowest = (key: 'accessibility' | 'bestPractices') => {
    const scores = web.lighthouse.flatMap((l) => runs(l).map((r) => r[key]));
    return scores.length > 0 && scores.every((s) => s !== null)
      ? Math.min(...(scores as number[]))
      : undefined;
  };
  const a11y = lowest('accessibility');
  const practices = lowest('bestPractices');
  const clsValues = web.lighthouse.flatMap((l) => runs(l).map((r) => r.cls));
  const worstCls =
    clsValues.length > 0 && clsValues.every((c) => c !== null)
      ? Math.max(...(clsValues as number[]))
      : undefined;

  const routeTable = routes
    ? `| route | JavaScript gzip | JavaScript raw | files | CSS gzip | CSS raw | load |
|---|---|---|---|---|---|---|
${routes.map((r) => `| ${r.label} (\`${r.path}\`) | ${kb(r.jsGzip)} | ${kb(r.jsRaw)} | ${r.jsFiles} | ${kb(r.cssGzip)} | ${kb(r.cssRaw)} | ${load(r.load)} |`).join('\n')}`
    : `Not measured: ${'error' in web.routes ? web.routes.error : ''}`;

  const runRows = web.lighthouse.flatMap((l) =>
    runs(l).map(
      (r, i) =>
        `| ${l.page} | ${i + 1} | ${load(r.loadBefore)} → ${load(r.loadAfter)} | ${r.performance ?? '—'} | ${ms(r.fcpMs)} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${r.cls === null ? '—' : r.cls.toFixed(3)} | ${ms(r.siMs)} | ${r.accessibility ?? '—'} / ${r.bestPractices ?? '—'} | ${lost(r)} | ${longTasks(r)} |`,
    ),
  );
  const failures = web.lighthouse
    .filter((l) => l.error)
    .map(
      (l) =>
        `- ${l.page}: ${l.runs} runs finished, ${l.failedRuns ?? '?'} failed and tried again; the last failure: ${l.error}`,
    );

  return `## Web aims

Route weights measured ${web.routesDate ?? 'n/a'}; Lighthouse ${web.lighthouseDate ?? 'n/a'}.

### JavaScript before the first interaction (gzip)

| route and aim | figure | machine load | verdict | largest scripts (what it is made of) |
|---|---|---|---|---|
${jsRows.join('\n') || '| — | not measured | | | |'}

### Lighthouse mobile performance, each of ${LIGHTHOUSE_RUNS} runs (the machine's 1-minute load before each run)

| page and aim | each run | verdict (runs that met it) | what a miss is made of (points each metric cost) |
|---|---|---|---|
${perfRows.join('\n') || '| — | not measured | | |'}

### Main thread on the signed-out pages (Lighthouse's 4× CPU, no input given)

Total blocking time ≤ ${TBT_AIM_MS} ms in each run, and no long task (> ${LONG_TASK_MS} ms) attributed to
the app's own scripts before the first input (Lighthouse gives none: every task of the load
counts).

| page | TBT of each run (load) | TBT ≤ ${TBT_AIM_MS} ms | no long task of ours | our long tasks |
|---|---|---|---|---|
${mainRows.join('\n') || '| — | not measured | | | |'}

### Also kept

| aim | figure | verdict |
|---|---|---|
| Lighthouse accessibility ≥ 95 in every run | lowest ${a11y ?? 'n/a'} | ${verdict(a11y === undefined ? undefined : a11y >= 95)} |
| Lighthouse best practices ≥ 95 in every run | lowest ${practices ?? 'n/a'} | ${verdict(practices === undefined ? undefined : practices >= 95)} |
| cumulative layout shift < 0.05 in every run | highest ${worstCls === undefined ? 'n/a' : worstCls.toFixed(3)} | ${verdict(worstCls === undefined ? undefined : worstCls < 0.05)} |

## Web app: JavaScript and CSS per route, before the first interaction

A fresh Chromium context opens the route and waits for the network to be idle without any input;
every script and stylesheet it fetched is counted, each gzip-compressed at level 6 (the server
sends them gzip-compressed). Signed-in routes have the token in local storage.

${routeTable}
${web.routesNote ? `\n${web.routesNote}\n` : ''}
## Lighthouse ${web.lighthouseVersion ?? '(version not recorded)'}, mobile preset, every run (Debian's Chromium, headless, loopback)

The mobile preset is Lighthouse's default: simulated slow 4G and a 4× slower CPU. Signed-in pages
are opened with the token in the Chromium profile. The machine is shared with other work, which
the simulated throttling does not remove: its 1-minute load average is given before and after
each run (2 cores: above 2, work waited for a core).

| page | run | load | performance | FCP | LCP | TBT | CLS | SI | a11y / best practices | points lost | our long tasks |
|---|---|---|---|---|---|---|---|---|---|---|---|
${runRows.join('\n') || '| — | — | — | — | — | — | — | — | — | — | — | — |'}
${failures.length ? `\n${failures.join('\n')}\n` : ''}`;
}
