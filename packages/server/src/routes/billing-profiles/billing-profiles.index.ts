import { createRouter } from '../../lib/create-router';
import * as handlers from './billing-profiles.handlers';
import * as routes from './billing-profiles.routes';

const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.remove, handlers.remove);

export default router;
