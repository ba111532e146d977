import { unwrap } from '@lumen/domain';
import type { AppRouteHandler } from '../../lib/types';
import { authOf } from '../../middlewares/auth';
import type { ListSavedRoute, RemoveRoute, SaveRoute } from './texts.routes';

export const save: AppRouteHandler<SaveRoute> = async (c) =>
  c.json(await c.var.deps.useCases.library.saveText(authOf(c).userId, c.req.valid('json')), 201);

export const listSaved: AppRouteHandler<ListSavedRoute> = async (c) =>
  c.json(await c.var.deps.useCases.library.savedTexts(authOf(c).userId, c.req.valid('query')), 200);

export const remove: AppRouteHandler<RemoveRoute> = async (c) => {
  const { id } = c.req.valid('param');
  unwrap(await c.var.deps.useCases.library.deleteText(authOf(c).userId, id));
  return c.body(null, 204);
};
