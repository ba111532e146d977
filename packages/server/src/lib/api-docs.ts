import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AppOpenAPI } from './types';

// The interactive API reference is Swagger UI, served from the swagger-ui-dist package on this
// server: it works offline and runs under the app's strict CSP (no inline script, no CDN).

const distDir = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

const ASSETS: Record<string, { file?: string; body?: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
  'init.js': { body: '', type: 'text/javascript; charset=utf-8' },
};

function page(docsPath: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lumen Studio API</title>
<link rel="stylesheet" href="${docsPath}/assets/swagger-ui.css">
</head>
<body>
<main id="swagger-ui"></main>
<script src="${docsPath}/assets/swagger-ui-bundle.js"></script>
<script src="${docsPath}/assets/init.js"></script>
</body>
</html>`;
}

export function registerApiDocs(app: AppOpenAPI, docsPath: string, openApiPath: string) {
  const init = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(openApiPath)}, dom_id: '#swagger-ui', deepLinking: true });\n`;
  const cache = new Map<string, string>();
  app.get(docsPath, (c) => c.html(page(docsPath)));
  app.get(`${docsPath}/assets/:file`, async (c) => {
    const name = c.req.param('file');
    const asset = ASSETS[name];
    if (!asset) return c.json({ error: 'not_found', message: 'Not found' }, 404);
    let body = asset.file ? cache.get(name) : init;
    if (body === undefined && asset.file) {
      body = await readFile(path.join(distDir, asset.file), 'utf8');
      cache.set(name, body);
    }
    return c.body(body ?? '', 200, {
      'content-type': asset.type,
      'cache-control': 'public, max-age=86400',
    });
  });
}
