import { HttpError } from '@lumen/client';
import { http } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { getToken, removeToken, setToken } from '@/lib/auth/token';
import { fetchAnsweredBy } from '@/testing/network';
import { createApiClient } from './client';

/** A fetch whose every call `response` answers (an msw handler), with the requests seen. */
function fakeFetch(response: () => Response | Promise<Response>) {
  const calls: Request[] = [];
  const fetch = fetchAnsweredBy([http.all('*', response)], () => Response.error(), calls);
  return { fetch, calls };
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

  test("a 401 'unauthorized' to a call with the stored token drops that token", async () => {
    setToken('dead');
    const { fetch } = fakeFetch(() =>
      Response.json({ error: 'unauthorized', message: 'Unauthorized' }, { status: 401 }),
    );
    const api = createApiClient('http://api.test', fetch);
    await expect(api.GET('/api/profile')).rejects.toThrow('401: ');
    expect(getToken()).toBeNull();
  });

  test('a failed sign-in (401 invalid_credentials) keeps the stored token', async () => {
    setToken('alive');
    const { fetch } = fakeFetch(() =>
      Response.json({ error: 'invalid_credentials', message: 'Invalid' }, { status: 401 }),
    );
    const api = createApiClient('http://api.test', fetch);
    await expect(
      api.POST('/api/auth/login', { body: { email: 'a@b.co', password: 'x' } }),
    ).rejects.toThrow('401: ');
    expect(getToken()).toBe('alive');
  });

  test('a 401 to a call made with an older token keeps the newer one', async () => {
    setToken('old');
    let answer: ((response: Response) => void) | undefined;
    const { fetch } = fakeFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const api = createApiClient('http://api.test', fetch);
    const call = api.GET('/api/profile').catch(() => undefined);
    await vi.waitFor(() => expect(answer).toBeDefined(), { timeout: 10_000 });
    setToken('new');
    answer?.(Response.json({ error: 'unauthorized', message: 'Unauthorized' }, { status: 401 }));
    await call;
    expect(getToken()).toBe('new');
  });

  test('an empty body falls back to the status text', async () => {
    const { fetch } = fakeFetch(
      () => new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    );
    const api = createApiClient('http://api.test', fetch);
    await expect(api.GET('/api/profile')).rejects.toThrow('503: Service Unavailable');
  });
});
