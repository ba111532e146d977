import { vi } from 'vitest';

export type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Stubs the global fetch with handlers keyed by 'METHOD /path' (query ignored). Unknown calls
 * answer 404 so a test notices them. Returns the requests seen, in order.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    const url = new URL(request.url);
    const handler = handlers[`${request.method} ${url.pathname}`];
    if (!handler) return new Response('not mocked', { status: 404, statusText: 'Not Found' });
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/** A response that never settles (to observe busy states). */
export function pending(): Promise<Response> {
  return new Promise(() => {});
}
