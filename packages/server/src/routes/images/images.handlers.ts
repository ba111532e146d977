import { unwrap } from '@lumen/domain';
import type { AppRouteHandler } from '../../lib/types';
import { authOf } from '../../middlewares/auth';
import type { GetOneRoute, ListSavedRoute, RemoveRoute, SaveRoute } from './images.routes';

export const save: AppRouteHandler<SaveRoute> = async (c) => {
  const result = await c.var.deps.useCases.library.saveImages(
    authOf(c).userId,
    c.req.valid('json'),
  );
  return c.json(unwrap(result), 201);
};

export const listSaved: AppRouteHandler<ListSavedRoute> = async (c) =>
  c.json(
    await c.var.deps.useCases.library.savedImages(authOf(c).userId, c.req.valid('query')),
    200,
  );

export const remove: AppRouteHandler<RemoveRoute> = async (c) => {
  const { id } = c.req.valid('param');
  unwrap(await c.var.deps.useCases.library.deleteImage(authOf(c).userId, id));
  return c.body(null, 204);
};

export const getOne: AppRouteHandler<GetOneRoute> = async (c) => {
  const { id } = c.req.valid('param');
  return c.json(unwrap(await c.var.deps.useCases.library.savedImage(authOf(c).userId, id)), 200);
};
