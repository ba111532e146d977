import { afterEach, describe, expect, test, vi } from 'vitest';
import { removeToken, setToken } from '../auth/token';
import { createApiClient } from './client';
import { HttpError } from './http-error';

function fakeFetch(response: () => Response) {
  const calls: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(input instanceof Request ? input : new Request(input, init));
    return response();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('API client (SPEC §7)', () => {
  afterEach(() => removeToken());

  test('sends the stored token as a bearer token, with credentials', async () => {
    setToken('tok-123');
    const { fetch, calls } = fakeFetch(() => Response.json({ user: { username: 'Ana' } }));
    const api = createApiClient('http://api.test', fetch);
    const { data } = await api.GET('/api/auth/me');
    expect(data?.user.username).toBe('Ana');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(calls[0]?.credentials).toBe('include');
  });

  test('sends no Authorization header without a token', async () => {
    const { fetch, calls } = fakeFetch(() => Response.json({ token: 't' }));
    const api = createApiClient('http://api.test', fetch);
    await api.POST('/api/auth/login', { body: { email: 'a@b.co', password: 'x' } });
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.headers.get('Content-Type')).toContain('application/json');
  });

  test("a non-OK response throws '{status}: {body}'", async () => {
    const body = '{"error":"unauthorized","message":"Unauthorized"}';
    const { fetch } = fakeFetch(() => new Response(body, { status: 401 }));
    const api = createApiClient('http://api.test', fetch);
    const error = await api.GET('/api/auth/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as Error).message).toBe(`401: ${body}`);
    expect((error as HttpError).serverMessage).toBe('Unauthorized');
  });

  test('an empty body falls back to the status text', async () => {
    const { fetch } = fakeFetch(
      () => new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    );
    const api = createApiClient('http://api.test', fetch);
    await expect(api.GET('/api/profile')).rejects.toThrow('503: Service Unavailable');
  });
});
