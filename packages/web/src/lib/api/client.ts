import { createLumenClient } from '@lumen/client';
import { getToken, removeToken } from '@/lib/auth/token';

/**
 * The web app's setup of @lumen/client: the stored session token on every call, sent with
 * credentials. A 401 'unauthorized' to a call that carried the stored token means that token is
 * dead: it is dropped (which resets every per-user cache). A token stored since then is left
 * alone, and so is a failed sign-in (its 401 is 'invalid_credentials').
 */
export function createApiClient(baseUrl = '', fetchImpl?: typeof fetch) {
  const client = createLumenClient({
    baseUrl,
    credentials: 'include',
    token: getToken,
    fetch: fetchImpl,
    onError(error, request) {
      if (error.status !== 401 || error.code !== 'unauthorized') return;
      const token = getToken();
      if (token && request.headers.get('Authorization') === `Bearer ${token}`) removeToken();
    },
  });
  // The site language the page is in: the account's mails (password reset, notices) follow it.
  client.use({
    onRequest({ request }) {
      const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
      if (language === 'en' || language === 'es') request.headers.set('Accept-Language', language);
      return request;
    },
  });
  return client;
}

/** The one client every query and mutation uses; the page's origin serves both. */
export const api = createApiClient(typeof window === 'undefined' ? '' : window.location.origin);
export type ApiClient = ReturnType<typeof createApiClient>;
