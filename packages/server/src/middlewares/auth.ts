import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { unauthorized } from '../lib/http-errors';
import type { AppBindings, AuthContext } from '../lib/types';

const BEARER = /^Bearer[ \t]+([A-Za-z0-9._~+/=-]{1,512})[ \t]*$/i;

/** Bearer token → SHA-256 → live session; anything else is 401 before the body is read. */
export const requireAuth = createMiddleware<AppBindings>(async (c, next) => {
  const token = c.req.header('authorization')?.match(BEARER)?.[1];
  // c.get, not c.var: c.var copies every request variable into a new object on each read.
  const session = await c.get('deps').useCases.auth.authenticate(token);
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
