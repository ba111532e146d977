import { unwrap } from '@lumen/domain';
import { authOf, requestMeta } from '../../middlewares/auth';
import type { AppRouteHandler } from '../../lib/types';
import type { LoginRoute, LogoutRoute, MeRoute, SignupRoute } from './auth.routes';

export const signup: AppRouteHandler<SignupRoute> = async (c) => {
  const result = await c.var.deps.useCases.auth.signUp(c.req.valid('json'), requestMeta(c));
  return c.json(unwrap(result), 201);
};

export const login: AppRouteHandler<LoginRoute> = async (c) => {
  const result = await c.var.deps.useCases.auth.logIn(c.req.valid('json'), requestMeta(c));
  return c.json(unwrap(result), 200);
};

export const logout: AppRouteHandler<LogoutRoute> = async (c) => {
  await c.var.deps.useCases.auth.logOut(authOf(c), requestMeta(c));
  return c.body(null, 204);
};

// c.get, not c.var: c.var copies every request variable into a new object on each read.
export const me: AppRouteHandler<MeRoute> = async (c) => {
  const result = await c.get('deps').useCases.account.currentUser(authOf(c).userId);
  return c.json(unwrap(result), 200);
};
