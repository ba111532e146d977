/**
 * Draws every path of the route table in every language ahead of time, after `vite build`:
 * an SSR build of src/ssr/render-page.tsx renders each path's screen (the signed-in ones as their
 * skeleton), and each page is the built index.html with that markup, title, language and the
 * screen's chunks preloaded. Writes dist/.vite/pages/<language>/<file> and dist/.vite/pages.json
 * (path -> file); the server picks a page by path and the visitor's language
 * (packages/server/src/middlewares/serve-web.ts). Run by `npm run build`.
 */
import './production-env';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type TrialTexts, trialPromiseIds } from '@lumen/domain';
import { build } from 'vite';
import { cataloguePartOf, screenModules } from '@/config/paths';
import { defaultLanguage, supportedLanguages } from '@/lib/i18n/detect-language';
import { pageHtml, screenPreloads, type ViteManifest } from '@/ssr/page-template';
import type { drawTrialTexts as DrawTrialTexts, renderPage as RenderPage } from '@/ssr/render-page';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const notes = path.join(dist, '.vite');
const ssrOut = path.join(web, 'node_modules', '.cache', 'lumen-prerender');

/** A path that no route but the catch-all matches. */
const unmatchedPath = '/__not-found__';

const fileFor = (route: string) =>
  route === '*'
    ? 'not-found.html'
    : route === '/'
      ? 'index.html'
      : `${route.slice(1).replaceAll('/', '_')}.html`;

await build({
  configFile: path.join(web, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/ssr/render-page.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    manifest: false,
    sourcemap: false,
    copyPublicDir: false,
  },
});
const { renderPage, drawTrialTexts } = (await import(
  pathToFileURL(path.join(ssrOut, 'render-page.js')).href
)) as { renderPage: typeof RenderPage; drawTrialTexts: typeof DrawTrialTexts };

const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(
  readFileSync(path.join(notes, 'manifest.json'), 'utf8'),
) as ViteManifest;

rmSync(path.join(notes, 'pages'), { recursive: true, force: true });
const pages: Record<string, string> = {};
// Per language, each trial promise in every shape: the server fills the marks with its trial.
const trialTexts: Record<string, TrialTexts> = {};
for (const [route, screen] of Object.entries(screenModules)) {
  const file = fileFor(route);
  pages[route] = file;
  const head = screenPreloads(manifest, `src/app/routes/${screen}.tsx`, indexHtml);
  for (const language of supportedLanguages) {
    const pagePath = route === '*' ? unmatchedPath : route;
    const rendered = await renderPage(pagePath, language);
    if (trialPromiseIds(rendered.body).length > 0) {
      const texts = await drawTrialTexts(pagePath, language);
      trialTexts[language] = { ...trialTexts[language], ...texts };
    }
    const target = path.join(notes, 'pages', language, file);
    mkdirSync(path.dirname(target), { recursive: true });
    // English's shell words are in the entry; the rest of the words the page needs (another
    // language's shell, a screen's part beyond the shell) are chunks the app loads before it
    // hydrates the page.
    const part = cataloguePartOf(screen);
    const parts = [
      ...(language === defaultLanguage ? [] : ['shell']),
      ...(part === 'shell' ? [] : [part]),
    ];
    const words = parts.flatMap((part) =>
      screenPreloads(manifest, `src/locales/compiled/${language}.${part}.json`, indexHtml),
    );
    writeFileSync(
      target,
      pageHtml(indexHtml, { language, ...rendered, head: [...new Set([...head, ...words])] }),
    );
  }
}
writeFileSync(
  path.join(notes, 'pages.json'),
  `${JSON.stringify({ languages: supportedLanguages, pages, trialTexts }, null, 2)}\n`,
);
rmSync(ssrOut, { recursive: true, force: true });
console.log(
  `prerendered ${Object.keys(pages).length} paths × ${supportedLanguages.length} languages into dist/.vite/pages`,
);
