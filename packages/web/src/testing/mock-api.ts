import { http, type RequestHandler } from 'msw';
import { vi } from 'vitest';
import { tokenStorageKey } from '@/lib/auth/token';
import { type BackendSeed, mockBackend } from './mock-backend';
import { fetchAnsweredBy } from './network';

export type Handler = (request: Request) => Response | Promise<Response>;

const methods = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

/** msw handlers for a table keyed by 'METHOD /path' (the query is not part of the match). */
export function routeHandlers(routes: Record<string, Handler>): RequestHandler[] {
  return Object.entries(routes).map(([route, answer]) => {
    const [method, path] = route.split(' ') as [keyof typeof methods, string];
    const on = methods[method];
    if (!on || !path) throw new Error(`mockApi: "${route}" is not 'METHOD /path'`);
    return on(path, ({ request }) => answer(request));
  });
}

/**
 * Answers the page's fetch with msw handlers: the routes table first (handy for one-off
 * answers), then `handlers` (for instance the in-memory backend's, mock-backend.ts). Unknown
 * calls answer 404 so a test notices them. Returns the requests seen, in order.
 */
export function mockApi(routes: Record<string, Handler>, ...handlers: RequestHandler[]) {
  const requests: Request[] = [];
  const fetchMock = vi.fn(
    fetchAnsweredBy(
      [...routeHandlers(routes), ...handlers],
      () => new Response('not mocked', { status: 404, statusText: 'Not Found' }),
      requests,
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/** A response that never settles (to observe busy states). */
export function pending(): Promise<Response> {
  return new Promise(() => {});
}

/**
 * The in-memory backend seeded for a test (signed in unless `user: null`), under the routes a
 * test answers itself (a one-off failure or a call it holds back).
 */
export function serveBackend(seed: BackendSeed = {}, routes: Record<string, Handler> = {}) {
  if (seed.user !== null) localStorage.setItem(tokenStorageKey, 'tok');
  return mockApi(routes, ...mockBackend(seed));
}
