import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Argon2PasswordHasher } from '@lumen/adapters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { call, PASSWORD, servedOpenApiDocument, signUp } from './testing/http';
import { createTestApp, type TestApp } from './testing/test-app';

function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('access-control-allow-origin')).toBeNull();
}

describe('the app around the routes (SQLite)', () => {
  let t: TestApp;
  const webDist = path.join(tmpdir(), `lumen-web-${process.pid}-${Date.now()}`);

  beforeAll(async () => {
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log("app")');
    writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp('sqlite', { webDist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  describe('security headers on every response', () => {
    it.each([
      ['GET', '/api/openapi.json', 200, undefined],
      ['GET', '/api/nope', 404, undefined],
      ['GET', '/api/auth/me', 401, undefined],
      ['POST', '/api/auth/login', 400, {}],
      ['GET', '/', 200, undefined],
      ['GET', '/dashboard', 200, undefined],
      ['GET', '/assets/app.js', 200, undefined],
    ])('%s %s (%i)', async (method, url, status, json) => {
      const res = await call(t, method, url, json ? { json } : {});
      expect(res.status).toBe(status);
      expectSecurityHeaders(res.headers);
    });

    it('on 413 and on a 500 too', async () => {
      const big = await call(t, 'POST', '/api/auth/signup', {
        body: 'x'.repeat(1024 * 1024 + 1),
        headers: { 'content-type': 'application/json' },
      });
      expect(big.status).toBe(413);
      expectSecurityHeaders(big.headers);
      const broken = brokenApp(t);
      const user = await signUp(t);
      const res = await broken.request('/api/profile', {
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(res.status).toBe(500);
      expectSecurityHeaders(res.headers);
    });

    it('gives every response a request id, keeping a well-formed incoming one', async () => {
      const res = await call(t, 'GET', '/api/nope', { headers: { 'x-request-id': 'abc-123' } });
      expect(res.headers.get('x-request-id')).toBe('abc-123');
      const fresh = await call(t, 'GET', '/api/nope');
      expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('no CORS for foreign origins', () => {
    it('answers a foreign origin without Access-Control headers, and refuses its preflight', async () => {
      const user = await signUp(t);
      const res = await call(t, 'GET', '/api/auth/me', {
        token: user.token,
        headers: { origin: 'https://evil.example' },
      });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      const preflight = await call(t, 'OPTIONS', '/api/auth/me', {
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(preflight.status).toBe(404);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
    });
  });

  describe('errors', () => {
    it('unknown /api paths and methods answer 404 JSON', async () => {
      for (const [method, url] of [
        ['GET', '/api/nope'],
        ['GET', '/api'],
        ['POST', '/api/images/nope'],
        ['PUT', '/api/profile'],
        ['GET', '/api/auth/signup'],
      ] as const) {
        const res = await call(t, method, url);
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(res.headers.get('content-type')).toContain('application/json');
        expect(res.body).toEqual({ error: 'not_found', message: 'Not found' });
      }
    });

    it('a 500 never leaks internals', async () => {
      const broken = brokenApp(t);
      const user = await signUp(t);
      const res = await broken.request('/api/profile', {
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({
        error: 'internal_error',
        message: 'Internal Server Error',
      });
      expect(text).not.toContain('s3cr3t');
      expect(text).not.toContain('at ');
    });
  });

  describe('OpenAPI and docs', () => {
    it('GET /api/openapi.json is an OpenAPI 3.1 document with every route', async () => {
      const doc = await servedOpenApiDocument(t);
      expect(doc.openapi).toBe('3.1.0');
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/api/auth/login',
          '/api/auth/logout',
          '/api/auth/me',
          '/api/auth/signup',
          '/api/billing-profiles',
          '/api/billing-profiles/{id}',
          '/api/generations',
          '/api/health',
          '/api/images/save',
          '/api/images/saved',
          '/api/profile',
          '/api/ready',
          '/api/settings/change-password',
          '/api/texts/save',
          '/api/texts/saved',
          '/api/texts/{id}',
          '/api/transactions',
        ]),
      );
      expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ scheme: 'bearer' });
      expect(doc.paths['/api/profile']?.get?.security).toEqual([{ bearerAuth: [] }]);
    });

    it('GET /api/docs serves the reference from this server, under the strict CSP', async () => {
      const res = await call(t, 'GET', '/api/docs');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(res.text).not.toContain('https://');
      const csp = res.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc.trim()).toBe("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const init = await call(t, 'GET', '/api/docs/assets/init.js');
      expect(init.status).toBe(200);
      expect(init.text).toContain('/api/openapi.json');
      const bundle = await call(t, 'GET', '/api/docs/assets/swagger-ui-bundle.js');
      expect(bundle.status).toBe(200);
      expect(bundle.headers.get('content-type')).toContain('javascript');
      expect(bundle.text.length).toBeGreaterThan(100_000);
      const other = await call(t, 'GET', '/api/docs/assets/package.json');
      expect(other.status).toBe(404);
    });
  });

  describe('the web app', () => {
    it('serves index.html at / and as the SPA fallback, and the built files as they are', async () => {
      for (const url of ['/', '/dashboard', '/image-generator', '/preview/dashboard-v3']) {
        const res = await call(t, 'GET', url);
        expect(res.status, url).toBe(200);
        expect(res.headers.get('content-type')).toContain('text/html');
        expect(res.text).toContain('<div id="root">');
      }
      const js = await call(t, 'GET', '/assets/app.js');
      expect(js.headers.get('content-type')).toContain('javascript');
      expect(js.text).toBe('console.log("app")');
      const icon = await call(t, 'GET', '/favicon.svg');
      expect(icon.headers.get('content-type')).toContain('image/svg+xml');
      const media = await call(t, 'GET', '/media/nobody/missing.png');
      expect(media.status).toBe(404);
    });
  });

  describe('client address', () => {
    it('ignores X-Forwarded-For unless TRUSTED_PROXY is set', async () => {
      const untrusting = createApp({
        ...t.container.deps,
        settings: { ...t.container.deps.settings, trustedProxyHops: 0 },
      });
      const user = await signUp(t);
      const res = await untrusting.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.200' },
        body: JSON.stringify({ email: user.email, password: PASSWORD }),
      });
      expect(res.status).toBe(200);
      const log = await t.container.db.activityLog.list({
        userId: user.userId,
        page: 1,
        limit: 10,
      });
      const login = log.items.find((row) => row.action === 'login');
      expect(login?.ipAddress).not.toBe('192.0.2.200');
    });

    it('with one trusted proxy, takes the address that proxy appended', async () => {
      const user = await signUp(t);
      await call(t, 'POST', '/api/auth/login', {
        headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.44' },
        json: { email: user.email, password: PASSWORD },
      });
      const log = await t.container.db.activityLog.list({
        userId: user.userId,
        page: 1,
        limit: 10,
      });
      expect(log.items.find((row) => row.action === 'login')?.ipAddress).toBe('198.51.100.44');
    });
  });
});

const PRODUCTION_PARAMS = /^\$argon2id\$v=19\$m=19456,p=1,t=2\$/;

describe('with the production argon2id hasher', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { hasher: new Argon2PasswordHasher() });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs up and in with argon2id (m=19456, t=2, p=1), and rehashes older hashes at login', async () => {
    const user = await signUp(t);
    const stored = await t.container.db.users.findById(user.userId);
    expect(stored?.passwordHash).toMatch(PRODUCTION_PARAMS);
    const login = await call(t, 'POST', '/api/auth/login', {
      json: { email: user.email, password: PASSWORD },
    });
    expect(login.status).toBe(200);

    const weak = await new Argon2PasswordHasher({ memoryCost: 1024, timeCost: 1 }).hash(PASSWORD);
    await t.container.db.users.updatePasswordHash(user.userId, weak);
    const again = await call(t, 'POST', '/api/auth/login', {
      json: { email: user.email, password: PASSWORD },
    });
    expect(again.status).toBe(200);
    const rehashed = await t.container.db.users.findById(user.userId);
    expect(rehashed?.passwordHash).toMatch(PRODUCTION_PARAMS);
  });
});

/** The same app whose profile use case fails like a broken database would. */
function brokenApp(t: TestApp) {
  const { deps } = t.container;
  return createApp({
    ...deps,
    useCases: {
      ...deps.useCases,
      account: {
        ...deps.useCases.account,
        profile: async () => {
          throw new Error('connect ECONNREFUSED db:3306 password=s3cr3t');
        },
      },
    },
  });
}
