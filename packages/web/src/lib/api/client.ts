import createClient, { type Middleware } from 'openapi-fetch';
import { getToken, removeToken } from '../auth/token';
import { toHttpError } from './http-error';
import type { paths } from './schema.gen';

/**
 * Adds the stored bearer token to every call and turns non-OK responses into HttpErrors. A 401
 * 'unauthorized' to a call that carried the stored token means that token is dead: it is dropped
 * (which resets every per-user cache). A token stored since then is left alone, and so is a
 * failed sign-in (its 401 is 'invalid_credentials').
 */
export const authAndErrorMiddleware: Middleware = {
  onRequest({ request }) {
    const token = getToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  async onResponse({ request, response }) {
    if (response.ok) return response;
    const error = await toHttpError(response);
    if (error.status === 401 && error.code === 'unauthorized') {
      const token = getToken();
      if (token && request.headers.get('Authorization') === `Bearer ${token}`) removeToken();
    }
    throw error;
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
