import { unwrap } from '@lumen/domain';
import type { ShareView } from '@lumen/domain/use-cases';
import type { AppRouteHandler } from '../../lib/types';
import { authOf } from '../../middlewares/auth';
import type { CreateRoute, ListRoute, OpenRoute, RevokeRoute } from './shares.routes';

const view = (share: ShareView) => ({
  id: share.id,
  url: share.url,
  itemType: share.itemType,
  itemId: share.itemId,
  kind: share.kind,
  prompt: share.prompt,
  created_at: share.createdAt.toISOString(),
  expires_at: share.expiresAt?.toISOString() ?? null,
});

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const shares = await c.var.deps.sharing.list(authOf(c).userId);
  return c.json({ shares: shares.map(view) }, 200);
};

export const create: AppRouteHandler<CreateRoute> = async (c) => {
  const share = unwrap(await c.var.deps.sharing.create(authOf(c).userId, c.req.valid('json')));
  return c.json(view(share), 201);
};

export const revoke: AppRouteHandler<RevokeRoute> = async (c) => {
  unwrap(await c.var.deps.sharing.revoke(authOf(c).userId, c.req.valid('param').id));
  return c.body(null, 204);
};

export const open: AppRouteHandler<OpenRoute> = async (c) => {
  const { token } = c.req.valid('param');
  const shared = unwrap(await c.var.deps.sharing.open(token));
  c.header('X-Robots-Tag', 'noindex, nofollow');
  return c.json(
    {
      kind: shared.kind,
      prompt: shared.prompt,
      text: shared.text,
      imageUrl: shared.kind === 'image' ? `/s/${encodeURIComponent(token)}/image` : null,
      created_at: shared.createdAt.toISOString(),
      expires_at: shared.expiresAt?.toISOString() ?? null,
    },
    200,
  );
};
