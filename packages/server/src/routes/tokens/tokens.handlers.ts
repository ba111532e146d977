import { type PersonalToken, unwrap } from '@lumen/domain';
import type { AppRouteHandler } from '../../lib/types';
import { authOf } from '../../middlewares/auth';
import type { CreateRoute, ListRoute, RevokeRoute } from './tokens.routes';

const view = (token: PersonalToken) => ({
  id: token.id,
  name: token.name,
  scope: token.scope,
  created_at: token.createdAt.toISOString(),
  expires_at: token.expiresAt?.toISOString() ?? null,
  last_used_at: token.lastUsedAt?.toISOString() ?? null,
});

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const tokens = await c.var.deps.useCases.personalTokens.list(authOf(c).userId);
  return c.json({ tokens: tokens.map(view) }, 200);
};

export const create: AppRouteHandler<CreateRoute> = async (c) => {
  const auth = authOf(c);
  unwrap(await c.var.deps.useCases.confirmation.require(auth));
  const created = await c.var.deps.useCases.personalTokens.create(auth.userId, c.req.valid('json'));
  return c.json({ token: created.token, personalToken: view(created.personalToken) }, 201);
};

export const revoke: AppRouteHandler<RevokeRoute> = async (c) => {
  unwrap(
    await c.var.deps.useCases.personalTokens.revoke(authOf(c).userId, c.req.valid('param').id),
  );
  return c.body(null, 204);
};
