import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

// One strict policy for the app and the API; the API reference page gets its own, which
// still forbids inline scripts except the single initialising script, allowed by its hash.

const common = {
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: 'same-origin',
  crossOriginResourcePolicy: 'same-origin',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: 'nosniff',
  xFrameOptions: 'DENY',
  strictTransportSecurity: 'max-age=15552000; includeSubDomains',
} as const;

const permissionsPolicy = { camera: false, microphone: false, geolocation: false, payment: false };

export const appSecurityHeaders = (): MiddlewareHandler =>
  secureHeaders({
    ...common,
    permissionsPolicy,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Styles: the design system sets inline style attributes (react-aria); scripts stay strict.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  });

export const docsSecurityHeaders = (inlineScriptHashes: readonly string[]): MiddlewareHandler =>
  secureHeaders({
    ...common,
    permissionsPolicy,
    crossOriginResourcePolicy: 'same-origin',
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://cdn.jsdelivr.net', ...inlineScriptHashes],
      styleSrc: [
        "'self'",
        "'unsafe-inline'",
        'https://cdn.jsdelivr.net',
        'https://fonts.scalar.com',
      ],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:', 'https://fonts.scalar.com', 'https://cdn.jsdelivr.net'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  });

/** Hashes of the inline <script> blocks of an HTML page, for a CSP without 'unsafe-inline'. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/**
 * Security headers on every response. The API reference page (a generated HTML page with one
 * inline initialising script) is rendered first, and its script is allowed by hash.
 */
export function securityHeaders(docsPath: string): MiddlewareHandler {
  const strict = appSecurityHeaders();
  let docs: MiddlewareHandler | undefined;
  return async (c, next) => {
    if (c.req.path !== docsPath || c.req.method !== 'GET') return strict(c, next);
    await next();
    if (!docs) {
      const html = c.res.headers.get('content-type')?.includes('text/html')
        ? await c.res.clone().text()
        : '';
      docs = docsSecurityHeaders(inlineScriptHashes(html));
    }
    await docs(c, async () => {});
  };
}
