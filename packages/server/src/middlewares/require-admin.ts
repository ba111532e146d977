import { createMiddleware } from 'hono/factory';
import { ApiError } from '../lib/http-errors';
import type { AppBindings } from '../lib/types';
import { authOf } from './auth';

/**
 * After requireAuth: the caller is signed in with a session (never a personal access token) and
 * holds the admin role; anyone else gets 403 before the handler runs.
 */
export const requireAdmin = createMiddleware<AppBindings>(async (c, next) => {
  const auth = authOf(c);
  if (auth.via === 'token' || !(await c.get('deps').operator.isAdmin(auth.userId))) {
    throw new ApiError(403, 'forbidden', 'Only an operator may do this');
  }
  await next();
});
