import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * React Router 7's package exports point at its development build only (with its dev warnings;
 * remix-run/react-router#12532, #14753); its production build sits beside it.
 */
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router')).replace(
  `${path.sep}development${path.sep}`,
  `${path.sep}production${path.sep}`,
);

/** `@/` is packages/web/src (also in tsconfig.json's paths, the Vitest and Storybook configs). */
export const sourceAlias = {
  find: /^@\//,
  replacement: `${path.join(import.meta.dirname, 'src')}/`,
};

const api = process.env.LUMEN_API_URL ?? 'http://localhost:3000';

/** A TypeScript module of @lumen/ui or @lumen/domain other than a style file or a barrel. */
const isPureWorkspaceModule = (id: string) =>
  /\/packages\/(ui|domain)\/src\/.*\.tsx?$/.test(id) &&
  !id.endsWith('.css.ts') &&
  !id.endsWith('/index.ts');

/** The libraries every page loads whole before it is live. */
const everyPageModules =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat|hoist-non-react-statics|use-sync-external-store)[\\/]/;

// The server serves dist/ at `/` and each path's page drawn by the build (scripts/prerender.ts);
// in development Vite proxies the API and the browser draws the page.
export default defineConfig(({ command }) => {
  return {
    root: import.meta.dirname,
    plugins: [react(), vanillaExtractPlugin()],
    resolve: {
      // The catalogues ship precompiled to ICU ASTs (src/locales/compiled), so the production
      // bundle drops the ICU parser: react-intl's documented alias. The dev server and the tests
      // keep the parser. React Router: its production build.
      alias:
        command === 'build'
          ? [
              sourceAlias,
              {
                find: /^@formatjs\/icu-messageformat-parser$/,
                replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
              },
              { find: /^react-router$/, replacement: reactRouterProduction },
            ]
          : [sourceAlias],
    },
    server: {
      port: 5173,
      proxy: {
        '/api': { target: api, changeOrigin: true },
        '/media': { target: api, changeOrigin: true },
      },
    },
    preview: {
      port: 4173,
      proxy: {
        '/api': { target: api, changeOrigin: true },
        '/media': { target: api, changeOrigin: true },
      },
    },
    build: {
      outDir: 'dist',
      // Pictures stay files (the home page's gallery): inlined, they would weigh on the JavaScript
      // and the HTML of the page instead of loading as images.
      assetsInlineLimit: 0,
      manifest: true,
      emptyOutDir: true,
      // No source maps in the build: the server would publish them with the app (the original
      // sources, comments included); debugging happens on the dev server.
      sourcemap: false,
      // One stylesheet for the whole app (~10 KB gzip): a page's first paint waits for its
      // stylesheets, and on a phone's connection one request beats the dozen small ones each
      // screen's chunks would bring (each a round trip before anything is drawn); after it, no
      // screen waits for its styles.
      cssCodeSplit: false,
      // No modulepreload polyfill in the entry: every browser of the build target but Safari 16
      // preloads modules itself, and without the hint Safari 16 still loads them, through the
      // imports, a little later.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // The workspace packages' modules only declare things (components, schemas, constants),
        // so what a screen does not use is dropped rather than dragged into every chunk through
        // the packages' barrel files. Style files (vanilla-extract) keep their side effects.
        treeshake: { moduleSideEffects: (id) => (isPureWorkspaceModule(id) ? false : undefined) },
        output: {
          // What every page runs before it is live (React, the router, react-intl, the layout…)
          // as one chunk beside the entry: a couple of requests instead of thirty, compressed as a
          // whole; the screens and what only they use stay in chunks of their own.
          codeSplitting: {
            groups: [{ name: 'framework', test: everyPageModules }],
          },
        },
      },
    },
  };
});
