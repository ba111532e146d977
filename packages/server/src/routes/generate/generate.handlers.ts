import {
  GENERATION_KINDS,
  type GenerationKindName,
  type GenerationRequestOf,
  unwrap,
} from '@lumen/domain';
import type { Context } from 'hono';
import type { AppBindings } from '../../lib/types';
import { authOf } from '../../middlewares/auth';

/**
 * The one handler of every generation route: the body mapped to the kind's request, then a
 * `sync` kind's result (200) or a `job` kind's generation id (202).
 */
export function generationHandler<K extends GenerationKindName>(route: {
  readonly kind: K;
  /** The route's `toRequest` (GenerationRouteSpec); without it the body is the request. */
  readonly toRequest?: (body: never) => GenerationRequestOf<K>;
}) {
  return async (c: Context<AppBindings>): Promise<Response> => {
    // The route's body schema validated it (the defaults applied) before this runs.
    const body = (c.req as unknown as { valid(target: 'json'): unknown }).valid('json');
    const request = (
      route.toRequest ? route.toRequest(body as never) : body
    ) as GenerationRequestOf<K>;
    const { generation } = c.var.deps.useCases;
    const userId = authOf(c).userId;
    if (GENERATION_KINDS[route.kind].mode === 'job') {
      return c.json(unwrap(await generation.start(route.kind, userId, request)), 202);
    }
    return c.json(unwrap(await generation.generate(route.kind, userId, request)), 200);
  };
}
