import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppBindings } from '../lib/types';
import { serveWebApp } from './serve-web';

// A web build in miniature: index.html as Vite writes it, and the two files of dist/.vite that
// the server reads (the manifest and the path -> screen table).
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Lumen Studio</title>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-S1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-E1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

const manifest = {
  'index.html': {
    file: 'assets/index-E1.js',
    isEntry: true,
    imports: ['_shared-S1.js'],
    dynamicImports: ['src/app/routes/auth/signin.tsx', 'src/app/routes/not-found.tsx'],
    css: ['assets/index-E1.css'],
  },
  '_shared-S1.js': { file: 'assets/shared-S1.js' },
  '_form-F1.js': {
    file: 'assets/form-F1.js',
    imports: ['_shared-S1.js'],
    css: ['assets/form-F1.css'],
  },
  'src/app/routes/auth/signin.tsx': {
    file: 'assets/signin-A1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-S1.js', '_form-F1.js'],
    css: ['assets/signin-A1.css'],
  },
  'src/app/routes/image-generator.tsx': {
    file: 'assets/image-generator-G1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_form-F1.js'],
  },
  'src/app/routes/not-found.tsx': {
    file: 'assets/not-found-N1.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
};

const screens = {
  '/': 'index.html',
  '/signin': 'src/app/routes/auth/signin.tsx',
  '/image-generator': 'src/app/routes/image-generator.tsx',
  '/generate/image': 'src/app/routes/image-generator.tsx',
  '*': 'src/app/routes/not-found.tsx',
};

/** The <link> tags of a page's <head>, in order. */
const links = (html: string): string[] =>
  html.slice(0, html.indexOf('</head>')).match(/<link [^>]*>/g) ?? [];
const indexLinks = links(indexHtml);
/** The tags a page has beyond index.html's. */
const added = (html: string) => links(html).filter((tag) => !indexLinks.includes(tag));

function distDir(withManifest: boolean) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lumen-serve-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  writeFileSync(path.join(dir, 'assets', 'index-E1.js'), 'console.log("app")');
  if (withManifest) {
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(path.join(dir, '.vite', 'screens.json'), JSON.stringify(screens));
  }
  return dir;
}

function appServing(dir: string) {
  const app = new Hono<AppBindings>();
  serveWebApp(app, dir);
  return app;
}

async function page(app: Hono<AppBindings>, url: string) {
  const res = await app.request(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  return res.text();
}

describe('the SPA fallback preloads the screen of the path', () => {
  let dir: string;
  let app: Hono<AppBindings>;
  beforeAll(() => {
    dir = distDir(true);
    app = appServing(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a lazy screen: its chunk, the chunks it imports and their CSS, not what the entry loads', async () => {
    const html = await page(app, '/signin');
    expect(added(html)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/signin-A1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/form-F1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/signin-A1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/form-F1.css">',
    ]);
    // Still index.html otherwise: the entry script, the body.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-E1.js"></script>');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toMatch(/<script>/);
  });

  it('every path of one screen, with or without a trailing slash, in any case', async () => {
    const expected = [
      '<link rel="modulepreload" crossorigin href="/assets/image-generator-G1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/form-F1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/form-F1.css">',
    ];
    for (const url of [
      '/image-generator',
      '/generate/image',
      '/image-generator/',
      '/Image-Generator',
    ]) {
      expect(added(await page(app, url)), url).toEqual(expected);
    }
    expect(added(await page(app, '/signin?next=%2Fdashboard'))).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/signin-A1.js">',
    );
  });

  it('home ships in the entry: index.html as built', async () => {
    expect(await page(app, '/')).toBe(indexHtml);
  });

  it('any other path gets the not-found screen', async () => {
    for (const url of ['/nope', '/signin/extra', '/a/b/c']) {
      expect(added(await page(app, url)), url).toEqual([
        '<link rel="modulepreload" crossorigin href="/assets/not-found-N1.js">',
      ]);
    }
  });

  it('the build notes stay private and built files are still served as they are', async () => {
    const notes = await page(app, '/.vite/manifest.json');
    expect(notes).not.toContain('isEntry');
    const asset = await app.request('/assets/index-E1.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log("app")');
  });
});

describe('a build without the manifest', () => {
  it('answers index.html as built for every path', async () => {
    const dir = distDir(false);
    try {
      const app = appServing(dir);
      for (const url of ['/', '/signin', '/nope']) expect(await page(app, url)).toBe(indexHtml);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
