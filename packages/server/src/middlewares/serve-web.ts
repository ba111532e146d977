import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { accepts } from 'hono/accepts';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { fillTrialPromises, PUBLIC_CONFIG_META, type TrialTexts } from '@lumen/domain';
import { html, renderToString } from '../lib/html';
import { isPrivateBuildPath } from '../lib/request-path';
import type { AppBindings } from '../lib/types';

/**
 * What the web build writes beside its manifest (dist/.vite/pages.json, by the web's
 * scripts/prerender.ts): each route path (`*` for any other) and the file of its page, drawn
 * once per language under dist/.vite/pages/<language>/.
 */
interface PagesIndex {
  languages: string[];
  pages: Record<string, string>;
  /** Per language, each trial promise the pages mark, drawn in every shape (fillTrialPromises). */
  trialTexts?: Record<string, TrialTexts>;
}

/** The cookie the web app keeps the visitor's language in. */
const languageCookie = 'language';

/** route path -> language -> page; undefined when the build drew no pages. */
type Pages = { languages: string[]; byRoute: Map<string, Map<string, string>> };

/** The public configuration a page carries (GET /api/config's answer). */
export interface PagePublicConfig {
  trialCredits: number;
  trialDays: number;
  /** The sign-in provider's name, when one is configured (OIDC_LABEL). */
  oidcLabel?: string | null;
}

/**
 * The page with this server's public configuration in a <meta> at the end of its <head>: the
 * page's trial promise (hero, sign-up) is then drawn with the server's numbers from the start,
 * with no request and no wait for the app (the build draws the default trial, the same the
 * app reads here, so a server on the defaults hydrates without a difference).
 */
export function withPublicConfig(page: string, config: PagePublicConfig): string {
  const content = JSON.stringify({
    trialCredits: config.trialCredits,
    trialDays: config.trialDays,
    ...(config.oidcLabel ? { oidcLabel: config.oidcLabel } : {}),
  });
  const meta = renderToString(html`<meta name="${PUBLIC_CONFIG_META}" content="${content}">`);
  return page.includes('</head>') ? page.replace('</head>', () => `  ${meta}\n  </head>`) : page;
}

function readPages(webDist: string, config: PagePublicConfig): Pages | undefined {
  const indexFile = path.join(webDist, '.vite', 'pages.json');
  if (!existsSync(indexFile)) return undefined;
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as PagesIndex;
  const byRoute = new Map<string, Map<string, string>>();
  for (const [route, file] of Object.entries(index.pages)) {
    const perLanguage = new Map<string, string>();
    for (const language of index.languages) {
      // The build drew the default trial; the page says this server's, as the browser's first
      // render will (from the meta), so it hydrates without a difference.
      const drawn = readFileSync(path.join(webDist, '.vite', 'pages', language, file), 'utf8');
      const filled = fillTrialPromises(drawn, language, index.trialTexts?.[language] ?? {}, config);
      perLanguage.set(language, withPublicConfig(filled, config));
    }
    byRoute.set(route, perLanguage);
  }
  return { languages: index.languages, byRoute };
}

/** The router's path for a request path: no trailing slash, any case (React Router's default). */
const routeKey = (requestPath: string) =>
  (requestPath.length > 1 ? requestPath.replace(/\/+$/, '') : requestPath).toLowerCase();

/**
 * The visitor's language: the `language` cookie the app sets on every choice, else the first
 * supported language of Accept-Language by preference ('es-MX' counts as 'es'), else the first
 * of the build's languages (English).
 */
export function pageLanguage(c: Context, languages: string[]): string {
  const fallback = languages[0] ?? 'en';
  const chosen = getCookie(c, languageCookie)?.trim().toLowerCase();
  if (chosen && languages.includes(chosen)) return chosen;
  return accepts(c, {
    header: 'Accept-Language',
    supports: languages,
    default: fallback,
    match: (ranges, { supports, default: otherwise }) => {
      // Array.prototype.sort is stable: equal weights keep the header's order.
      const preferred = ranges.filter((range) => range.q > 0).sort((a, b) => b.q - a.q);
      for (const range of preferred) {
        const primary = range.type.toLowerCase().split('-')[0];
        const found = supports.find((language) => language === primary);
        if (found) return found;
      }
      return otherwise;
    },
  });
}

/**
 * Serves the web app's build (when there is one) at `/`. Any GET that is not an API call, media
 * or an existing file answers the page the build drew for its path in the visitor's language
 * (the screen's markup, hydrated by the app; any other path the not-found page, with 404). A
 * build without drawn pages answers index.html for every path and the browser draws it.
 */
export function serveWebApp(
  app: Hono<AppBindings>,
  webDist: string | undefined,
  config: PagePublicConfig,
) {
  if (!webDist) return;
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return;
  const indexHtml = withPublicConfig(readFileSync(indexFile, 'utf8'), config);
  const pages = readPages(webDist, config);

  // The built JS and CSS go out gzip-compressed to browsers that accept it (about a third of
  // the bytes), and so do the pages; the API's small JSON answers are left as they are.
  const assets = serveStatic({
    root: webDist,
    onFound: (_path, c) => {
      // Vite fingerprints these file names.
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const files = serveStatic({ root: webDist });
  app.use('/assets/*', compress());
  // The build's own notes (manifest, drawn pages) and source maps are for this server, not
  // for browsers; checked on the decoded path, which is the one serveStatic opens.
  app.use('/assets/*', (c, next) => (isPrivateBuildPath(c.req.path) ? next() : assets(c, next)));
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
    if (isPrivateBuildPath(c.req.path)) return next();
    // A folder's index.html (the bare template at `/`) is not a page: the drawn one is.
    if (c.req.path.endsWith('/')) return next();
    return files(c, next);
  });
  const isPage = (requestPath: string) =>
    !requestPath.startsWith('/api/') &&
    requestPath !== '/api' &&
    !requestPath.startsWith('/media/');
  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' || !isPage(c.req.path)) return next();
    return compress()(c, next);
  });
  app.get('*', (c, next) => {
    if (!isPage(c.req.path)) return next();
    c.header('Cache-Control', 'no-cache');
    if (!pages) return c.html(indexHtml);
    const route = routeKey(c.req.path);
    const drawn = pages.byRoute.get(route);
    const perLanguage = drawn ?? pages.byRoute.get('*');
    if (!perLanguage) return c.html(indexHtml);
    const language = pageLanguage(c, pages.languages);
    c.header('Content-Language', language);
    // The same address answers another page for another cookie or Accept-Language.
    c.header('Vary', 'Cookie, Accept-Language', { append: true });
    return c.html(perLanguage.get(language) ?? indexHtml, drawn ? 200 : 404);
  });
}
