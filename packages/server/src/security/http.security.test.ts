import { unwrap } from '@lumen/domain';
import { request as httpRequest } from 'node:http';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order } from '../testing/commerce';
import { call, servedOpenApiDocument, signUp } from '../testing/http';
import { fillLibrary } from '../testing/library';
import { createTestApp, type TestApp } from '../testing/test-app';
import { type Listening, listen } from './support';

// Security suite: HTTP hardening on every response, CORS, body limits and hostile JSON.

type Operation = { method: string; path: string; body?: { $ref?: string } & Schema };
type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  $ref?: string;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};

function expectStrictHeaders(
  headers: Headers,
  what: string,
  { referrerPolicy = 'strict-origin-when-cross-origin' } = {},
) {
  const csp = headers.get('content-security-policy') ?? '';
  const directives = csp.split(';').map((d) => d.trim());
  const scriptSrc = directives.find((d) => d.startsWith('script-src')) ?? '';
  expect(scriptSrc, `${what}: script-src`).toBe("script-src 'self'");
  expect(csp, what).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  expect(directives, what).toContain("object-src 'none'");
  expect(directives, what).toContain("frame-ancestors 'none'");
  expect(directives, what).toContain("base-uri 'self'");
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('referrer-policy'), what).toBe(referrerPolicy);
  expect(headers.get('strict-transport-security'), what).toMatch(/max-age=\d+/);
  expect(headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
  expect(headers.get('access-control-allow-origin'), what).toBeNull();
  expect(headers.get('access-control-allow-credentials'), what).toBeNull();
  expect(headers.get('x-powered-by'), what).toBeNull();
}

describe('security: HTTP', () => {
  let t: TestApp;
  let server: Listening;
  let token: string;
  let operations: Operation[];
  let components: Record<string, Schema>;
  const webDist = path.join(tmpdir(), `lumen-sec-web-${process.pid}-${Date.now()}`);

  beforeAll(async () => {
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="stylesheet" href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(webDist, 'assets', 'index-abc.js'), 'export {}');
    writeFileSync(path.join(webDist, 'assets', 'index-abc.css'), 'body{}');
    // What a build must never hand out: its notes, a source map, a stray dotfile.
    mkdirSync(path.join(webDist, '.vite'));
    writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{"secret-manifest":{}}');
    writeFileSync(path.join(webDist, 'assets', 'index-abc.js.map'), '{"sources":["secret-src"]}');
    writeFileSync(path.join(webDist, '.env'), 'SECRET_ENV=1');
    writeFileSync(
      path.join(webDist, 'assets', 'big-abc.js'),
      `export const text = ${JSON.stringify('lumen '.repeat(4000))};`,
    );
    t = await createTestApp('sqlite', { webDist });
    server = await listen(t.app);
    // An operator: the hostile bodies must reach the admin routes' parsing too, not stop at 403.
    const operator = await signUp(t);
    unwrap(await t.container.deps.useCases.operator.grantAdmin(operator.email));
    token = operator.token;
    const doc = await servedOpenApiDocument(t);
    components = doc.components.schemas as Record<string, Schema>;
    operations = [];
    for (const [p, item] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const body = (op.requestBody as { content?: Record<string, { schema: Schema }> })
          ?.content?.['application/json']?.schema;
        operations.push({
          method: method.toUpperCase(),
          path: p.replace(/\{[^}]+\}/g, 'some-id'),
          ...(body ? { body } : {}),
        });
      }
    }
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const resolve = (schema: Schema | undefined): Schema | undefined =>
    schema?.$ref ? resolve(components[schema.$ref.split('/').pop() as string]) : schema;

  it('every API operation (documented), with and without a token, answers the strict headers', async () => {
    expect(operations.length).toBeGreaterThan(20);
    for (const op of operations) {
      // A user of its own per operation: POST /api/auth/logout kills the token it is called with.
      const own = (await signUp(t)).token;
      for (const auth of [undefined, own]) {
        const res = await call(t, op.method, op.path, {
          ...(auth ? { token: auth } : {}),
          ...(op.body ? { json: {} } : {}),
        });
        expect(res.status, `${op.method} ${op.path}`).toBeLessThan(500);
        expectStrictHeaders(res.headers, `${op.method} ${op.path}`);
        // API answers (data, errors, 204s) are never stored by a browser or a proxy.
        expect(res.headers.get('cache-control'), `${op.method} ${op.path}`).toBe('no-store');
      }
    }
  });

  it('the web app’s HTML (/, deep links), its assets, /api/docs, media 404 and the demo pay page too', async () => {
    const o = await order(t, token);
    for (const url of [
      '/',
      '/dashboard',
      '/image-generator?x=<script>',
      '/assets/index-abc.js',
      '/assets/index-abc.css',
      '/api/docs',
      '/api/docs/assets/swagger-ui-bundle.js',
      '/api/openapi.json',
      '/media/nobody/missing.png',
      o.pagePath,
    ]) {
      const res = await call(t, 'GET', url);
      expect(res.status, url).toBeLessThan(500);
      // The pay page's address holds the order's token: it sends no Referer (its own policy).
      expectStrictHeaders(
        res.headers,
        url,
        url === o.pagePath ? { referrerPolicy: 'no-referrer' } : {},
      );
      if (res.headers.get('content-type')?.includes('text/html')) {
        // No inline script anywhere a browser would run it under this CSP.
        expect(res.text, url).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
        expect(res.text, url).not.toMatch(/\son[a-z]+\s*=/i);
      }
    }
  });

  it('build notes, source maps and dotfiles are never served, however the path is encoded', async () => {
    for (const url of [
      '/.vite/manifest.json',
      '/.vite%2fmanifest.json',
      '/.vite%2Fmanifest.json',
      '/%2evite/manifest.json',
      '/assets/..%2f.vite%2fmanifest.json',
      '/assets/index-abc.js.map',
      '/assets/index-abc.js%2emap',
      '/.env',
      '/%2eenv',
    ]) {
      for (const res of [
        await call(t, 'GET', url),
        await fetch(`${server.url}${url}`).then(async (r) => ({
          status: r.status,
          text: await r.text(),
        })),
      ]) {
        expect(res.status, url).toBeLessThan(500);
        expect(res.text, url).not.toMatch(/secret-manifest|secret-src|SECRET_ENV/);
      }
    }
  });

  it('a malformed escape in a media or page path is a 404 (or the app), never a 500 with a stack', async () => {
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      for (const url of ['/media/%C0', '/media/a/%E0%A4%A', '/media/%', '/%C0', '/assets/%C0']) {
        const res = await call(t, 'GET', url);
        expect(res.status, url).toBeLessThan(500);
        expect(res.text, url).not.toMatch(/URIError|at .*\.ts:\d+/);
        if (url.startsWith('/media/')) expect(res.status, url).toBe(404);
      }
    } finally {
      console.error = original;
    }
    expect(errors).toEqual([]);
  });

  it('the same headers on a real socket, on 404, 405-ish and HEAD', async () => {
    for (const [method, url] of [
      ['GET', '/'],
      ['HEAD', '/'],
      ['GET', '/api/nope'],
      ['DELETE', '/api/profile'],
      ['OPTIONS', '/api/auth/login'],
    ] as const) {
      const res = await fetch(`${server.url}${url}`, { method });
      await res.arrayBuffer();
      expectStrictHeaders(res.headers, `${method} ${url} (socket)`);
    }
  });

  it('a page whose address holds a secret (share link, demo pay page) sends no Referer, on the socket too', async () => {
    const owner = await signUp(t);
    const library = await fillLibrary(t, owner);
    const made = await call(t, 'POST', '/api/shares', {
      token: owner.token,
      json: { itemType: 'image', itemId: library.imageId, expiresIn: '1d' },
    });
    expect(made.status, made.text).toBe(201);
    const share = new URL(made.body.url as string).pathname;
    const o = await order(t, token);
    for (const url of [
      share,
      `${share}/image`,
      '/s/NoSuchShareToken_0123456789abcdef',
      o.pagePath,
    ]) {
      const inApp = await call(t, 'GET', url);
      const socket = await fetch(`${server.url}${url}`);
      await socket.arrayBuffer();
      for (const [how, res] of [
        ['app', inApp],
        ['socket', socket],
      ] as const) {
        expect(res.status, `${url} (${how})`).toBeLessThan(500);
        // The route's own, stricter word wins; everything else is the shared policy.
        expectStrictHeaders(res.headers, `${url} (${how})`, { referrerPolicy: 'no-referrer' });
      }
    }
  });

  it('built assets go out gzip-compressed to browsers that accept it, under the same headers', async () => {
    const gz = await fetch(`${server.url}/assets/big-abc.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.status).toBe(200);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    expect(await gz.text()).toContain('lumen lumen');
    expectStrictHeaders(gz.headers, 'gzip asset');
    const plain = await call(t, 'GET', '/assets/big-abc.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toContain('lumen lumen');
  });

  describe('CORS', () => {
    it('a foreign Origin gets no grant: simple requests, credentialed reads and preflights', async () => {
      const user = await signUp(t);
      for (const origin of ['https://evil.example', 'null', 'http://lumen.test.evil.example']) {
        const read = await call(t, 'GET', '/api/auth/me', {
          token: user.token,
          headers: { origin },
        });
        expectStrictHeaders(read.headers, `GET me from ${origin}`);
        const write = await call(t, 'POST', '/api/auth/login', {
          headers: { origin },
          json: { email: user.email, password: 'x' },
        });
        expectStrictHeaders(write.headers, `POST login from ${origin}`);
        const preflight = await call(t, 'OPTIONS', '/api/images/save', {
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization, content-type',
          },
        });
        expect(preflight.status).not.toBe(204);
        expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
        expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
        expectStrictHeaders(preflight.headers, `OPTIONS from ${origin}`);
      }
    });

    it('a foreign Origin cannot drive the demo payment page (form POST)', async () => {
      const o = await order(t, token);
      const res = await call(t, 'POST', o.pagePath, {
        headers: {
          origin: 'https://evil.example',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'action=pay&cardNumber=4242424242424242&expiry=12%2F40&cvc=123&name=Eve',
      });
      expect(res.status).toBe(403);
      const status = await call(t, 'GET', `/api/payments/status?orderId=${o.orderId}`, { token });
      expect(status.body.credited).toBe(false);
    });
  });

  describe('body size', () => {
    const FIVE_MB = 5 * 1024 * 1024;

    it('5 MB with Content-Length → 413 on every JSON route', async () => {
      const big = `{"prompt":"${'x'.repeat(FIVE_MB)}"}`;
      for (const op of operations.filter((o) => o.body)) {
        const res = await call(t, op.method, op.path, {
          token,
          body: big,
          headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
        });
        expect(res.status, `${op.method} ${op.path}`).toBe(413);
        expect(res.body.error).toBe('payload_too_large');
        expectStrictHeaders(res.headers, `413 ${op.path}`);
      }
    });

    it('5 MB chunked (no Content-Length) on a real socket → 413', async () => {
      for (const [method, url] of [
        ['POST', '/api/auth/signup'],
        ['POST', '/api/images/save'],
        ['POST', '/api/payments/callback'],
        ['PATCH', '/api/profile'],
      ] as const) {
        const answer = await new Promise<{ status: number; body: string; headers: Headers }>(
          (resolve, reject) => {
            const req = httpRequest(
              `${server.url}${url}`,
              {
                method,
                headers: {
                  'content-type': 'application/json',
                  'transfer-encoding': 'chunked',
                  authorization: `Bearer ${token}`,
                },
              },
              (res) => {
                let body = '';
                res.setEncoding('utf8');
                res.on('data', (chunk: string) => {
                  body += chunk;
                });
                res.on('end', () => {
                  const headers = new Headers();
                  for (const [k, v] of Object.entries(res.headers)) {
                    if (typeof v === 'string') headers.set(k, v);
                  }
                  resolve({ status: res.statusCode ?? 0, body, headers });
                });
              },
            );
            // The server may answer and close before the upload ends: that is the point.
            req.on('error', (error: NodeJS.ErrnoException) => {
              if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
            });
            const chunk = Buffer.alloc(64 * 1024, 'x');
            let sent = 0;
            req.write('{"full_name":"');
            const pump = () => {
              while (sent < FIVE_MB && !req.destroyed) {
                sent += chunk.length;
                if (!req.write(chunk)) return void req.once('drain', pump);
              }
              if (!req.destroyed) req.end('"}');
            };
            pump();
          },
        );
        expect(answer.status, `${method} ${url}`).toBe(413);
        expect(JSON.parse(answer.body).error).toBe('payload_too_large');
        expectStrictHeaders(answer.headers, `chunked ${url}`);
      }
    }, 30_000);
  });

  describe('hostile JSON', () => {
    const broken = [
      '{"email": "a@b.c", ',
      '{',
      '{"a":1}}',
      "{'a':1}",
      '{"a":undefined}',
      '\u0000',
      '{"__proto__": {"polluted": true}, ',
      '[',
      'nul',
    ];

    it('malformed JSON → 400 (never 500) on every JSON route', async () => {
      for (const op of operations.filter((o) => o.body)) {
        for (const text of broken) {
          const res = await call(t, op.method, op.path, {
            token,
            body: text,
            headers: { 'content-type': 'application/json' },
          });
          expect(res.status, `${op.method} ${op.path} ${JSON.stringify(text)}`).toBe(400);
          expect(res.headers.get('content-type')).toContain('application/json');
        }
      }
    });

    it('a JSON body that is not an object (array, number, string, null, true) → 400', async () => {
      for (const op of operations.filter((o) => o.body)) {
        for (const json of [[], [1, 2], 42, 'text', null, true]) {
          const res = await call(t, op.method, op.path, {
            token,
            body: JSON.stringify(json),
            headers: { 'content-type': 'application/json' },
          });
          expect(res.status, `${op.method} ${op.path} ${JSON.stringify(json)}`).toBe(400);
        }
      }
    });

    it('objects and arrays where the schema says string → 400 on every field of every route', async () => {
      let checked = 0;
      for (const op of operations.filter((o) => o.body)) {
        const schema = resolve(op.body);
        const variants = schema?.anyOf ?? schema?.oneOf ?? [schema];
        for (const variant of variants.map(resolve)) {
          for (const [field, raw] of Object.entries(variant?.properties ?? {})) {
            const prop = resolve(raw);
            if (prop?.type !== 'string') continue;
            for (const hostile of [{ $ne: '' }, ['a', 'b'], { toString: 'x' }]) {
              const res = await call(t, op.method, op.path, {
                token,
                json: { [field]: hostile },
              });
              expect(
                res.status,
                `${op.method} ${op.path} ${field}=${JSON.stringify(hostile)}`,
              ).toBe(400);
              checked++;
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(30);
    });

    it('prototype keys in a body change nothing and never 500', async () => {
      const user = await signUp(t);
      const res = await call(t, 'PATCH', '/api/profile', {
        token: user.token,
        body: '{"__proto__":{"credits_balance":1000000},"constructor":{"prototype":{"x":1}},"full_name":"Proto Type"}',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBeLessThan(500);
      const me = await call(t, 'GET', '/api/auth/me', { token: user.token });
      expect(me.body.user.credits_balance).toBe(0);
      expect(({} as Record<string, unknown>).credits_balance).toBeUndefined();
      expect(({} as Record<string, unknown>).x).toBeUndefined();
    });
  });
});
