import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { PERSONAL_TOKEN_PREFIX } from '@lumen/domain/use-cases';
import { ApiError, unauthorized } from '../lib/http-errors';
import { requestHeader } from '../lib/request-header';
import type { AppBindings, AuthContext } from '../lib/types';
import { tokenScopeAllows } from './token-scope';

const BEARER = /^Bearer[ \t]+([A-Za-z0-9._~+/=-]{1,512})[ \t]*$/i;

/**
 * Bearer token → SHA-256 → live session, or live personal access token (`lumen_pat_…`) whose
 * scope allows this request (403 otherwise); anything else is 401 before the body is read.
 */
export const requireAuth = createMiddleware<AppBindings>(async (c, next) => {
  const token = requestHeader(c, 'authorization')?.match(BEARER)?.[1];
  // c.get, not c.var: c.var copies every request variable into a new object on each read.
  const deps = c.get('deps');
  if (token?.startsWith(PERSONAL_TOKEN_PREFIX)) {
    const caller = await deps.useCases.personalTokens.authenticate(token);
    if (!caller) throw unauthorized();
    if (!tokenScopeAllows(caller.scope, c.req.method, c.req.path)) {
      throw new ApiError(403, 'forbidden', 'This token’s scope does not allow this request');
    }
    c.set('auth', { userId: caller.userId, sessionId: `token:${caller.tokenId}`, via: 'token' });
    return next();
  }
  const session = await deps.useCases.auth.authenticate(token);
  if (!session) throw unauthorized();
  c.set('auth', session);
  await next();
});

/** The signed-in caller of a route behind requireAuth. */
export function authOf(c: Context<AppBindings>): AuthContext {
  const auth = c.get('auth');
  if (!auth) throw unauthorized();
  return auth;
}

/** IP and user agent, for the activity log and rate limits. */
export function requestMeta(c: Context<AppBindings>) {
  return {
    ip: c.get('clientIp') ?? null,
    userAgent: c.req.header('user-agent')?.slice(0, 512) ?? null,
  };
}
