import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLumenClient, HttpError, isHttpError, newIdempotencyKey } from './index';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

// A real HTTP server on 127.0.0.1: the client is tested through Node's own fetch, as a
// consumer's script would use it.
let seen: Seen[] = [];
let answer: (request: Seen, response: ServerResponse) => void;
const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => {
    body += chunk.toString('utf8');
  });
  request.on('end', () => {
    const entry = {
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body,
    };
    seen.push(entry);
    answer(entry, response);
  });
});
let baseUrl = '';

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  answer = (_request, response) => json(response, 200, {});
});

const generation = {
  prompt: 'a lighthouse at dawn',
  style: 'realistic',
  size: '1024x1024',
  count: 1,
  guidance: 7,
  upscale: false,
  styleTransfer: false,
} as const;

describe('createLumenClient', () => {
  it('sends a fixed token as the bearer token and answers typed data', async () => {
    answer = (_request, response) =>
      json(response, 200, { user: { id: 7, username: 'Ada', email: 'ada@example.com' } });
    const lumen = createLumenClient({ baseUrl, token: 'lumen_pat_abc' });
    const { data } = await lumen.GET('/api/auth/me');
    expect(data?.user.username).toBe('Ada');
    expect(seen[0]?.headers.authorization).toBe('Bearer lumen_pat_abc');
    expect(seen[0]?.url).toBe('/api/auth/me');
  });

  it('asks a token getter before every call, and sends no header when it has none', async () => {
    let current: string | null = 'first';
    const lumen = createLumenClient({ baseUrl, token: async () => current });
    await lumen.GET('/api/profile');
    current = 'second';
    await lumen.GET('/api/profile');
    current = null;
    await lumen.GET('/api/profile');
    expect(seen.map((request) => request.headers.authorization)).toEqual([
      'Bearer first',
      'Bearer second',
      undefined,
    ]);
  });

  it('passes the query and the JSON body', async () => {
    const lumen = createLumenClient({ baseUrl, token: 't' });
    await lumen.GET('/api/images/saved', { params: { query: { page: 2, limit: 12 } } });
    await lumen.POST('/api/generate/image', { body: generation });
    expect(seen[0]?.url).toBe('/api/images/saved?page=2&limit=12');
    expect(seen[1]?.headers['content-type']).toContain('application/json');
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual(generation);
  });

  it('sends the idempotency key given to one call, and only to that call', async () => {
    const lumen = createLumenClient({ baseUrl, token: 't' });
    const key = newIdempotencyKey();
    await lumen.POST('/api/generate/image', {
      body: generation,
      params: { header: { 'idempotency-key': key } },
    });
    await lumen.POST('/api/generate/image', { body: generation });
    expect(seen[0]?.headers['idempotency-key']).toBe(key);
    expect(seen[1]?.headers['idempotency-key']).toBeUndefined();
  });

  it('rejects a non-OK answer with an HttpError carrying the error code and issues', async () => {
    const body = {
      error: 'validation_error',
      message: 'Prompt is required',
      issues: [{ path: 'prompt', message: 'Prompt is required' }],
    };
    answer = (_request, response) => json(response, 400, body);
    const lumen = createLumenClient({ baseUrl, token: 't' });
    const error = await lumen
      .POST('/api/generate/image', { body: { ...generation, prompt: '' } })
      .catch((e: unknown) => e);
    expect(isHttpError(error, 400)).toBe(true);
    const httpError = error as HttpError;
    expect(httpError.code).toBe('validation_error');
    expect(httpError.issues).toEqual(body.issues);
    expect(httpError.serverMessage).toBe('Prompt is required');
    expect(httpError.message).toBe(`400: ${JSON.stringify(body)}`);
  });

  it('tells onError of the failure and the request that got it, before rejecting', async () => {
    answer = (_request, response) =>
      json(response, 403, { error: 'forbidden', message: 'Not in this token’s scope' });
    const told: [string | undefined, string | null][] = [];
    const lumen = createLumenClient({
      baseUrl,
      token: 'lumen_pat_read',
      onError: (error, request) => told.push([error.code, request.headers.get('Authorization')]),
    });
    await expect(lumen.POST('/api/generate/image', { body: generation })).rejects.toBeInstanceOf(
      HttpError,
    );
    expect(told).toEqual([['forbidden', 'Bearer lumen_pat_read']]);
  });

  it('a body that is not the API’s error keeps the status text and has no code', async () => {
    answer = (_request, response) => response.writeHead(502, 'Bad Gateway').end();
    const lumen = createLumenClient({ baseUrl });
    const error = (await lumen.GET('/api/health').catch((e: unknown) => e)) as HttpError;
    expect(error.message).toBe('502: Bad Gateway');
    expect(error.code).toBeUndefined();
    expect(error.issues).toEqual([]);
  });

  it('an empty success (204) resolves without data', async () => {
    answer = (_request, response) => response.writeHead(204).end();
    const lumen = createLumenClient({ baseUrl, token: 't' });
    const result = await lumen.DELETE('/api/images/{id}', { params: { path: { id: '5' } } });
    expect(result.response.status).toBe(204);
    expect(result.data).toBeUndefined();
    expect(seen[0]?.method).toBe('DELETE');
    expect(seen[0]?.url).toBe('/api/images/5');
  });
});

describe('newIdempotencyKey', () => {
  it('makes a new UUID each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
