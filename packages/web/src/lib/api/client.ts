import createClient, { type Middleware } from 'openapi-fetch';
import { getToken } from '../auth/token';
import { toHttpError } from './http-error';
import type { paths } from './schema.gen';

/** Adds the stored bearer token to every call and turns non-OK responses into HttpErrors. */
export const authAndErrorMiddleware: Middleware = {
  onRequest({ request }) {
    const token = getToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  async onResponse({ response }) {
    if (!response.ok) throw await toHttpError(response);
    return response;
  },
};

/** Builds a typed client; `baseUrl` defaults to the page's origin (the server serves both). */
export function createApiClient(baseUrl = '', fetchImpl?: typeof fetch) {
  const client = createClient<paths>({
    baseUrl,
    credentials: 'include',
    // Looked up per call, so tests (and stories) can stub the global fetch.
    fetch: fetchImpl ?? ((request: Request) => globalThis.fetch(request)),
  });
  client.use(authAndErrorMiddleware);
  return client;
}

/** The one client every query and mutation uses. */
export const api = createApiClient(typeof window === 'undefined' ? '' : window.location.origin);
export type ApiClient = ReturnType<typeof createApiClient>;
