import type { AppRouteHandler } from '../../lib/types';
import type { ListModelsRoute } from './models.routes';

export const listModels: AppRouteHandler<ListModelsRoute> = (c) =>
  c.json(c.var.deps.useCases.generation.models(), 200);
