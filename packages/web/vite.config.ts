import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { paths, screenModules } from './src/config/paths';

/**
 * React Router 7's package exports point at its development build only (with its dev warnings;
 * remix-run/react-router#12532, #14753); its production build sits beside it.
 */
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router')).replace(
  `${path.sep}development${path.sep}`,
  `${path.sep}production${path.sep}`,
);

const api = process.env.LUMEN_API_URL ?? 'http://localhost:3000';

/** A TypeScript module of @lumen/ui or @lumen/domain other than a style file or a barrel. */
const isPureWorkspaceModule = (id: string) =>
  /\/packages\/(ui|domain)\/src\/.*\.tsx?$/.test(id) &&
  !id.endsWith('.css.ts') &&
  !id.endsWith('/index.ts');

/**
 * Beside Vite's manifest (dist/.vite/manifest.json, which lists each chunk with its imports and
 * CSS), the path -> screen module table as manifest keys: the server reads both to preload a
 * path's screen chunk with the page (packages/server/src/middlewares/serve-web.ts).
 */
const screensForServer = (): Plugin => ({
  name: 'lumen-screens-for-server',
  apply: 'build',
  generateBundle() {
    const table = {
      // Home ships in the entry itself.
      [paths.home]: 'index.html',
      ...Object.fromEntries(
        Object.entries(screenModules).map(([route, name]) => [route, `src/app/routes/${name}.tsx`]),
      ),
    };
    this.emitFile({
      type: 'asset',
      fileName: '.vite/screens.json',
      source: `${JSON.stringify(table, null, 2)}\n`,
    });
  },
});

// The server serves dist/ at `/` with an SPA fallback; in development Vite proxies the API.
export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  plugins: [react(), vanillaExtractPlugin(), screensForServer()],
  resolve: {
    // The catalogues ship precompiled to ICU ASTs (src/locales/compiled), so the production
    // bundle drops the ICU parser: react-intl's documented alias. The dev server and the tests
    // keep the parser. React Router: its production build.
    alias:
      command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js',
            },
            { find: /^react-router$/, replacement: reactRouterProduction },
          ]
        : [],
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
    manifest: true,
    emptyOutDir: true,
    // No source maps in the build: the server would publish them with the app (the original
    // sources, comments included); debugging happens on the dev server.
    sourcemap: false,
    rolldownOptions: {
      // The workspace packages' modules only declare things (components, schemas, constants),
      // so what a screen does not use is dropped rather than dragged into every chunk through
      // the packages' barrel files. Style files (vanilla-extract) keep their side effects.
      treeshake: { moduleSideEffects: (id) => (isPureWorkspaceModule(id) ? false : undefined) },
    },
  },
}));
