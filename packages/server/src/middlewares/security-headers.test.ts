import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { secureServerOptions, securityHeaderRecord, securityHeaders } from './security-headers';

// The two ways the policy is sent (the Node layer in production, the middleware under
// app.request()) give every response the same headers, except where a route set its own: a page
// that must not send its address on (a share link's token) says `Referrer-Policy: no-referrer`,
// and that stricter word is the one sent.

const app = new Hono().use(securityHeaders());
app.get('/json', (c) => c.json({ ok: true }));
app.get('/own', (c) => {
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Frame-Options', 'SAMEORIGIN');
  return c.html('<p>page</p>');
});
app.get('/stream', (c) => c.body(new Blob(['streamed']).stream()));
app.onError((_error, c) => c.text('failed', 500));
app.get('/boom', () => {
  throw new Error('boom');
});

let server: ReturnType<typeof serve>;
let url: string;
beforeAll(async () => {
  const serverOptions = await secureServerOptions();
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', serverOptions }, (info) => {
      url = `http://127.0.0.1:${(info as AddressInfo).port}`;
      resolve();
    });
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const securityPart = (headers: Headers, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, headers.get(name)]));

/** What /own sets itself (any case), over the shared policy. */
const OWN = { 'referrer-policy': 'no-referrer', 'x-frame-options': 'SAMEORIGIN' };

test.each(['/json', '/own', '/stream', '/boom', '/missing'])(
  '%s: the same security headers from the Node layer as from the middleware',
  async (path) => {
    const record = await securityHeaderRecord();
    const names = Object.keys(record);
    expect(names).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'referrer-policy',
        'x-frame-options',
        'x-content-type-options',
        'strict-transport-security',
        'cross-origin-opener-policy',
        'permissions-policy',
      ]),
    );
    const inApp = await app.request(path);
    const socket = await fetch(`${url}${path}`);
    await socket.arrayBuffer();
    const expected = path === '/own' ? { ...record, ...OWN } : record;
    expect(securityPart(socket.headers, names)).toEqual(expected);
    expect(securityPart(inApp.headers, names)).toEqual(expected);
  },
);
