import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppBindings } from '../lib/types';

/**
 * Serves the web app's build (when there is one) at `/`, with the SPA fallback: any GET that is
 * not an API call, media or an existing file answers index.html, and the client router decides.
 */
export function serveWebApp(app: Hono<AppBindings>, webDist: string | undefined) {
  if (!webDist) return;
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, 'utf8');

  // The built JS and CSS go out gzip-compressed to browsers that accept it (about a third of
  // the bytes); the API's small JSON answers are left as they are.
  app.use('/assets/*', compress());
  app.use(
    '/assets/*',
    serveStatic({
      root: webDist,
      onFound: (_path, c) => {
        // Vite fingerprints these file names.
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
    return serveStatic({ root: webDist })(c, next);
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
    return c.html(indexHtml);
  });
}
