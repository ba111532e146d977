import { request as httpRequest } from 'node:http';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { requestHeader } from '../lib/request-header';
import { type Listening, listen } from '../security/support';
import { apiNoStore, requestId } from './request-id';
import { securityHeaders } from './security-headers';

// The request id and the API's Cache-Control: written by the Node layer when served through
// secureServerOptions, set by the middlewares under app.request(); either way the same headers.

const app = new Hono<{ Variables: { requestId: string } }>();
app.use(securityHeaders());
app.use(requestId());
app.use('/api/*', apiNoStore());
app.get('/api/json', (c) => c.json({ id: c.get('requestId') }));
app.get('/api/own', (c) => {
  c.header('Cache-Control', 'public, max-age=60');
  return c.json({ id: c.get('requestId') });
});
app.get('/api/headers', (c) =>
  c.json({ id: c.get('requestId') }, 200, { 'Cache-Control': 'private' }),
);
app.get('/api/stream', (c) => c.body(new Blob(['streamed']).stream()));
app.get('/api/empty', (c) => c.body(null, 204));
app.get('/page', (c) => c.html('<p>page</p>'));
app.get('/api/raw', () => new Response('raw'));
app.get('/api/echo', (c) =>
  c.json({
    forwarded: requestHeader(c, 'x-forwarded-for') ?? null,
    none: requestHeader(c, 'x-none') ?? null,
  }),
);
app.onError((_error, c) => c.text('failed', 500));
app.get('/api/boom', () => {
  throw new Error('boom');
});

let server: Listening;
let url: string;
beforeAll(async () => {
  server = await listen(app);
  url = server.url;
});
afterAll(() => server.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test.each([
  ['/api/json', 'no-store'],
  ['/api/own', 'public, max-age=60'],
  ['/api/headers', 'private'],
  ['/api/stream', 'no-store'],
  ['/api/empty', 'no-store'],
  ['/api/boom', 'no-store'],
  ['/api/missing', 'no-store'],
  ['/page', null],
  ['/missing', null],
])(
  '%s: the same request id and Cache-Control from the Node layer as from the middlewares',
  async (path, cacheControl) => {
    for (const res of [await app.request(path), await fetch(`${url}${path}`)]) {
      await res.arrayBuffer();
      expect(res.headers.get('cache-control'), path).toBe(cacheControl);
      expect(res.headers.get('x-request-id'), path).toMatch(UUID);
    }
  },
);

test('a well-formed incoming id is kept (and is the one the app sees); any other is replaced', async () => {
  for (const send of [
    (headers: Record<string, string>) => app.request('/api/json', { headers }),
    (headers: Record<string, string>) => fetch(`${url}/api/json`, { headers }),
  ]) {
    const kept = await send({ 'x-request-id': 'abc-123_x=' });
    expect(kept.headers.get('x-request-id')).toBe('abc-123_x=');
    expect(await kept.json()).toEqual({ id: 'abc-123_x=' });
    for (const bad of ['has space', 'semi;colon', 'x'.repeat(256)]) {
      const fresh = await send({ 'x-request-id': bad });
      const id = fresh.headers.get('x-request-id');
      expect(id, bad).toMatch(UUID);
      expect(await fresh.json()).toEqual({ id });
    }
  }
  const first = await fetch(`${url}/api/json`);
  const second = await fetch(`${url}/api/json`);
  expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
});

test('one header each, whatever case the route wrote its Cache-Control in', async () => {
  for (const path of ['/api/own', '/api/headers', '/api/json']) {
    const raw = await new Promise<string[]>((resolve, reject) => {
      httpRequest(`${url}${path}`, (res) => {
        res.resume();
        res.on('end', () => resolve(res.rawHeaders));
      })
        .on('error', reject)
        .end();
    });
    const names = raw.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());
    expect(
      names.filter((name) => name === 'cache-control'),
      path,
    ).toHaveLength(1);
    expect(
      names.filter((name) => name === 'x-request-id'),
      path,
    ).toHaveLength(1);
  }
});

test('an answer a route built itself gets them too on the socket', async () => {
  const res = await fetch(`${url}/api/raw`);
  expect(await res.text()).toBe('raw');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('x-request-id')).toMatch(UUID);
});

test('requestHeader reads a header as c.req.header does, repeated ones joined', async () => {
  const raw = await new Promise<string>((resolve, reject) => {
    const req = httpRequest(`${url}/api/echo`, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    // Two X-Forwarded-For lines, as a chain of proxies may send them.
    req.setHeader('X-Forwarded-For', ['10.0.0.1', '10.0.0.2, 10.0.0.3']);
    req.end();
  });
  const inApp = await app.request('/api/echo', {
    headers: [
      ['X-Forwarded-For', '10.0.0.1'],
      ['X-Forwarded-For', '10.0.0.2, 10.0.0.3'],
    ],
  });
  const expected = { forwarded: '10.0.0.1, 10.0.0.2, 10.0.0.3', none: null };
  expect(JSON.parse(raw)).toEqual(expected);
  expect(await inApp.json()).toEqual(expected);
});
