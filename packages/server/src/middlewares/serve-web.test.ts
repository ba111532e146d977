import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppBindings } from '../lib/types';
import { PUBLIC_CONFIG_META, type TrialTexts, trialVariants } from '@lumen/domain';
import { serveWebApp, withPublicConfig } from './serve-web';

// A web build in miniature: index.html as Vite writes it, and what the web's prerender writes
// into dist/.vite: pages.json (path -> file) and each page per language.
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Lumen Studio</title>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const pagesIndex = {
  languages: ['en', 'es'],
  pages: {
    '/': 'index.html',
    '/signin': 'signin.html',
    '/generate/image': 'generate_image.html',
    '*': 'not-found.html',
  },
};

/** A drawn page: says which file and language it is. */
const drawn = (language: string, file: string) =>
  indexHtml
    .replace('lang="en"', `lang="${language}"`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"><h1>${language}/${file}</h1><p>${'words '.repeat(300)}</p></div>`,
    );

function distDir(withPages: boolean) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lumen-serve-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  writeFileSync(path.join(dir, 'assets', 'index-E1.js'), 'console.log("app")');
  if (withPages) {
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{"index.html":{"isEntry":true}}');
    writeFileSync(path.join(dir, '.vite', 'pages.json'), JSON.stringify(pagesIndex));
    for (const language of pagesIndex.languages) {
      mkdirSync(path.join(dir, '.vite', 'pages', language), { recursive: true });
      for (const file of Object.values(pagesIndex.pages)) {
        writeFileSync(path.join(dir, '.vite', 'pages', language, file), drawn(language, file));
      }
    }
  }
  return dir;
}

const defaultConfig = { trialCredits: 20, trialDays: 14 };

function appServing(dir: string, config = defaultConfig) {
  const app = new Hono<AppBindings>();
  serveWebApp(app, dir, config);
  return app;
}

/** What the page's <meta> of the public configuration says, as the browser reads it. */
function pageConfig(html: string): unknown {
  const content = new RegExp(`<meta name="${PUBLIC_CONFIG_META}" content="([^"]*)">`).exec(
    html,
  )?.[1];
  if (content === undefined) return undefined;
  return JSON.parse(
    content.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&amp;', '&'),
  );
}

/** The heading of the page served at url with these request headers. */
async function served(app: Hono<AppBindings>, url: string, headers: Record<string, string> = {}) {
  const res = await app.request(url, { headers });
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await res.text();
  return { res, html, heading: /<h1>([^<]*)<\/h1>/.exec(html)?.[1] };
}

describe('the page the build drew for the path, in the visitor’s language', () => {
  let dir: string;
  let app: Hono<AppBindings>;
  beforeAll(() => {
    dir = distDir(true);
    app = appServing(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('English without a cookie or Accept-Language', async () => {
    const { res, heading } = await served(app, '/signin');
    expect(res.status).toBe(200);
    expect(heading).toBe('en/signin.html');
    expect(res.headers.get('content-language')).toBe('en');
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    expect(res.headers.get('vary')).toMatch(/Accept-Language/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('the language cookie first, then Accept-Language by weight, primary tag only', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ cookie: 'language=es' }, 'es'],
      [{ cookie: 'theme=dark; language=es', 'accept-language': 'en' }, 'es'],
      [{ cookie: 'language=en', 'accept-language': 'es' }, 'en'],
      // An unsupported cookie value is no choice.
      [{ cookie: 'language=uk', 'accept-language': 'es-ES' }, 'es'],
      [{ 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' }, 'es'],
      [{ 'accept-language': 'fr-FR,fr;q=0.9,es;q=0.5,en;q=0.4' }, 'es'],
      [{ 'accept-language': 'en;q=0.3,es;q=0.7' }, 'es'],
      [{ 'accept-language': 'de, fr' }, 'en'],
      [{ 'accept-language': 'es;q=0' }, 'en'],
    ];
    for (const [headers, language] of cases) {
      const { res, heading } = await served(app, '/', headers);
      expect(heading, JSON.stringify(headers)).toBe(`${language}/index.html`);
      expect(res.headers.get('content-language')).toBe(language);
    }
  });

  it('any path of a route: with or without a trailing slash, in any case, with a query', async () => {
    for (const url of [
      '/generate/image',
      '/generate/image/',
      '/Generate/Image',
      '/generate/image?x=1',
    ]) {
      const { res, heading } = await served(app, url, { cookie: 'language=es' });
      expect(res.status, url).toBe(200);
      expect(heading, url).toBe('es/generate_image.html');
    }
  });

  it('any other path: the not-found page, with 404', async () => {
    for (const url of ['/nope', '/signin/extra', '/a/b/c']) {
      const { res, heading } = await served(app, url, { 'accept-language': 'es' });
      expect(res.status, url).toBe(404);
      expect(heading, url).toBe('es/not-found.html');
    }
  });

  it('pages go out gzip-compressed to browsers that accept it', async () => {
    const res = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('the build notes stay private and built files are still served as they are', async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/pages.json', '/.vite/pages/en/index.html']) {
      const { html } = await served(app, url);
      expect(html, url).not.toContain('isEntry');
      expect(html, url).not.toContain('"languages"');
    }
    const asset = await app.request('/assets/index-E1.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log("app")');
  });
});

describe('a build without drawn pages', () => {
  it('answers index.html as built for every path', async () => {
    const dir = distDir(false);
    try {
      const app = appServing(dir);
      for (const url of ['/', '/signin', '/nope']) {
        const { res, html } = await served(app, url);
        expect(res.status).toBe(200);
        expect(html).toBe(withPublicConfig(indexHtml, defaultConfig));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("every page carries the server's public configuration", () => {
  it('in a <meta> of its <head>, with the numbers GET /api/config answers', async () => {
    const dir = distDir(true);
    try {
      const app = appServing(dir, { trialCredits: 0, trialDays: 7 });
      for (const url of ['/', '/signin', '/nope']) {
        const { html } = await served(app, url);
        expect(pageConfig(html), url).toEqual({ trialCredits: 0, trialDays: 7 });
        expect(html.indexOf(PUBLIC_CONFIG_META), url).toBeLessThan(html.indexOf('</head>'));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('escaped for the attribute, and nothing without a <head>', () => {
    const html = withPublicConfig('<head></head>', defaultConfig);
    expect(html).toContain('content="{&quot;trialCredits&quot;:20,&quot;trialDays&quot;:14}"');
    expect(pageConfig(html)).toEqual(defaultConfig);
    expect(withPublicConfig('<p>no head</p>', defaultConfig)).toBe('<p>no head</p>');
  });
});

// The trial promises as the web's prerender marks and draws them: each in every shape, with the
// stand-in numbers formatted as the messages format them (`#` grouped, `{days}` plain).
const promises = {
  en: {
    'signup.subtitle': (credits: string, days: string, zero: boolean) =>
      zero
        ? 'Pay only for the credits you use.'
        : `Start with ${credits} free credits for ${days} days. No card required.`,
    'home.hero.eyebrow': (credits: string, days: string, zero: boolean) =>
      zero
        ? 'Pay only for the credits you use'
        : `${days}-day free trial · ${credits} free credits · no card required`,
  },
  es: {
    'signup.subtitle': (credits: string, days: string, zero: boolean) =>
      zero
        ? 'Paga solo por los créditos que uses.'
        : `Empieza con ${credits} créditos gratis durante ${days} días. Sin tarjeta.`,
    'home.hero.eyebrow': (credits: string, days: string, zero: boolean) =>
      zero
        ? 'Paga solo por los créditos que uses'
        : `Prueba gratuita de ${days} días · ${credits} créditos gratis · sin tarjeta`,
  },
};
type PromiseId = keyof (typeof promises)['en'];

function drawnTrialTexts(): Record<string, TrialTexts> {
  const out: Record<string, TrialTexts> = {};
  for (const [language, byId] of Object.entries(promises)) {
    const grouped = new Intl.NumberFormat(language);
    const texts: TrialTexts = {};
    for (const [id, say] of Object.entries(byId)) {
      texts[id] = Object.fromEntries(
        trialVariants().map((v) => [
          v.key,
          say(grouped.format(v.trialCredits), String(v.trialDays), v.trialCredits === 0),
        ]),
      );
    }
    out[language] = texts;
  }
  return out;
}

/** A build whose home and sign-up pages mark their promises, drawn with the default trial. */
function distWithPromises() {
  const dir = mkdtempSync(path.join(tmpdir(), 'lumen-serve-web-trial-'));
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  const index = {
    languages: ['en', 'es'],
    pages: { '/': 'index.html', '/signup': 'signup.html', '*': 'not-found.html' },
    trialTexts: drawnTrialTexts(),
  };
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'pages.json'), JSON.stringify(index));
  const marked = (language: 'en' | 'es', id: PromiseId) =>
    `<span data-trial-promise="${id}">${promises[language][id]('20', '14', false)}</span>`;
  for (const language of ['en', 'es'] as const) {
    mkdirSync(path.join(dir, '.vite', 'pages', language), { recursive: true });
    const page = (body: string) =>
      indexHtml.replace('<div id="root"></div>', `<div id="root">${body}</div>`);
    const files = {
      'index.html': page(`<h1>home</h1><span>${marked(language, 'home.hero.eyebrow')}</span>`),
      'signup.html': page(`<h1>sign up</h1><p>${marked(language, 'signup.subtitle')}</p>`),
      'not-found.html': page('<h1>not found</h1>'),
    };
    for (const [file, html] of Object.entries(files)) {
      writeFileSync(path.join(dir, '.vite', 'pages', language, file), html);
    }
  }
  return dir;
}

describe("the pages' trial promises say the server's trial, not the build's", () => {
  let dir: string;
  beforeAll(() => {
    dir = distWithPromises();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const cases: [{ trialCredits: number; trialDays: number }, string, string, string[]][] = [
    [
      { trialCredits: 0, trialDays: 14 },
      'en',
      '/signup',
      ['<span data-trial-promise="signup.subtitle">Pay only for the credits you use.</span>'],
    ],
    [
      { trialCredits: 0, trialDays: 14 },
      'es',
      '/',
      ['<span data-trial-promise="home.hero.eyebrow">Paga solo por los créditos que uses</span>'],
    ],
    [
      { trialCredits: 35, trialDays: 7 },
      'en',
      '/signup',
      ['Start with 35 free credits for 7 days. No card required.'],
    ],
    [
      { trialCredits: 1500, trialDays: 30 },
      'en',
      '/',
      ['30-day free trial · 1,500 free credits · no card required'],
    ],
    [
      { trialCredits: 10000, trialDays: 30 },
      'es',
      '/signup',
      ['Empieza con 10.000 créditos gratis durante 30 días. Sin tarjeta.'],
    ],
  ];
  it.each(cases)('%o in %s at %s', async (trial, language, url, expected) => {
    const app = appServing(dir, trial);
    const { html } = await served(app, url, { cookie: `language=${language}` });
    for (const text of expected) expect(html).toContain(text);
    expect(html).not.toMatch(/\b20\b|987|876/);
    expect(pageConfig(html)).toEqual(trial);
  });

  it('on the defaults the page is served as the build drew it', async () => {
    const app = appServing(dir, defaultConfig);
    const { html } = await served(app, '/signup');
    expect(html).toContain('Start with 20 free credits for 14 days. No card required.');
  });
});
