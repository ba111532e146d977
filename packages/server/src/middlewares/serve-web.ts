import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import { isPrivateBuildPath } from '../lib/request-path';
import type { AppBindings } from '../lib/types';

/** What this reads of Vite's build manifest (dist/.vite/manifest.json). */
type Chunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type ViteManifest = Record<string, Chunk>;

/** The chunks manifest keys load before they run: themselves and their static imports, transitively. */
function staticClosure(manifest: ViteManifest, keys: string[]): Set<Chunk> {
  const seen = new Set<string>();
  const chunks = new Set<Chunk>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    chunks.add(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return chunks;
}

/**
 * index.html for each path the web build names (dist/.vite/screens.json: path -> the manifest
 * key of the screen it renders, `*` for any other path; home is in the entry itself), with `<link rel="modulepreload">` for the screen's chunk
 * and the chunks it imports, and `<link rel="stylesheet">` for their CSS, in <head>: the browser
 * fetches the screen alongside the app's entry instead of after it has run (one round trip
 * fewer). What the entry already loads is left out. No manifest or table: no pages.
 */
export function screenPages(webDist: string, indexHtml: string): Map<string, string> {
  const pages = new Map<string, string>();
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  const screensFile = path.join(webDist, '.vite', 'screens.json');
  if (!existsSync(manifestFile) || !existsSync(screensFile)) return pages;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
  const screens = JSON.parse(readFileSync(screensFile, 'utf8')) as Record<string, string>;

  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loadedFiles = new Set(
    [...staticClosure(manifest, entries)].flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]),
  );
  const fresh = (file: string) => !loadedFiles.has(file) && !indexHtml.includes(`/${file}"`);

  for (const [route, screen] of Object.entries(screens)) {
    if (!manifest[screen]) continue;
    const chunks = [...staticClosure(manifest, [screen])];
    const scripts = [...new Set(chunks.map((chunk) => chunk.file))].filter(fresh);
    const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter(fresh);
    const links = [
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ];
    pages.set(
      route,
      links.length === 0
        ? indexHtml
        : indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
    );
  }
  return pages;
}

/** The router's path for a request path: no trailing slash, any case (React Router's default). */
const routeKey = (requestPath: string) =>
  (requestPath.length > 1 ? requestPath.replace(/\/+$/, '') : requestPath).toLowerCase();

/**
 * Serves the web app's build (when there is one) at `/`, with the SPA fallback: any GET that is
 * not an API call, media or an existing file answers index.html, and the client router decides.
 * The page for a known path preloads that path's screen (screenPages), built once at startup.
 */
export function serveWebApp(app: Hono<AppBindings>, webDist: string | undefined) {
  if (!webDist) return;
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const pages = screenPages(webDist, indexHtml);
  const pageFor = (requestPath: string) =>
    pages.get(routeKey(requestPath)) ?? pages.get('*') ?? indexHtml;

  // The built JS and CSS go out gzip-compressed to browsers that accept it (about a third of
  // the bytes); the API's small JSON answers are left as they are.
  const assets = serveStatic({
    root: webDist,
    onFound: (_path, c) => {
      // Vite fingerprints these file names.
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const files = serveStatic({ root: webDist });
  app.use('/assets/*', compress());
  // The build's own notes (manifest, screen table) and source maps are for this server, not
  // for browsers; checked on the decoded path, which is the one serveStatic opens.
  app.use('/assets/*', (c, next) => (isPrivateBuildPath(c.req.path) ? next() : assets(c, next)));
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
    if (isPrivateBuildPath(c.req.path)) return next();
    return files(c, next);
  });
  app.get('*', (c, next) => {
    if (
      c.req.path.startsWith('/api/') ||
      c.req.path === '/api' ||
      c.req.path.startsWith('/media/')
    ) {
      return next();
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(pageFor(c.req.path));
  });
}
