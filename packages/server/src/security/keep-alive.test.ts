import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { type Listening, listen } from './support';

// A client that keeps its connections alive (browsers, node's Agent, undici) sends its next
// request on the socket of the last one. When the server answers before it has read the
// request's body (a 413 from the announced size, a 401 before a handler reads the JSON), that
// socket must not be reset under the next request: the answer says `Connection: close`, so the
// client opens a new connection instead of reusing a dying one.

interface Outcome {
  status: number | null;
  error: string | null;
  connection: string | null;
}

function send(
  agent: Agent,
  url: string,
  method: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = httpRequest(
      url,
      {
        method,
        agent,
        headers: {
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? null,
            error: null,
            connection: res.headers.connection ?? null,
          }),
        );
        res.on('error', (error) =>
          resolve({ status: res.statusCode ?? null, error: error.message, connection: null }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: null, error: error.code ?? error.message, connection: null }),
    );
    if (body === undefined) req.end();
    else req.end(body);
  });
}

describe('keep-alive after an answer sent before the body was read', () => {
  let t: TestApp;
  let server: Listening;
  // One socket at a time, kept alive: every request goes on the previous one's connection
  // unless the server said to close it.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    server = await listen(t.app);
  });
  afterAll(async () => {
    agent.destroy();
    await server?.close();
    await t?.close();
  });

  it('25 rounds of a 413 (2 MB announced) then a GET on the same client: every GET answers', async () => {
    const big = `{"email":"${'x'.repeat(2 * 1024 * 1024)}"}`;
    const failures: string[] = [];
    for (let round = 0; round < 25; round++) {
      const refused = await send(agent, `${server.url}/api/auth/login`, 'POST', big);
      if (refused.status !== null) {
        expect(refused.status).toBe(413);
        expect(refused.connection).toBe('close');
      }
      const next = await send(agent, `${server.url}/api/config`, 'GET');
      if (next.status !== 200) failures.push(`round ${round}: ${next.status ?? next.error}`);
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('25 rounds of a 401 before the JSON body was read, then a POST whose body is read: every one answers', async () => {
    const body = JSON.stringify({ images: [{ url: '/media/x.png' }], prompt: 'p'.repeat(20_000) });
    const failures: string[] = [];
    for (let round = 0; round < 25; round++) {
      const refused = await send(agent, `${server.url}/api/images/save`, 'POST', body);
      expect(refused.status).toBe(401);
      expect(refused.connection).toBe('close');
      // Validated (so read) before anything else looks at it: a 400 on a read body.
      const next = await send(
        agent,
        `${server.url}/api/auth/signup`,
        'POST',
        JSON.stringify({ email: 'not-an-email' }),
      );
      if (next.status !== 400) failures.push(`round ${round}: ${next.status ?? next.error}`);
      // That answer came after its body was read: the connection stays open for the next.
      if (next.status === 400) expect(next.connection).not.toBe('close');
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
