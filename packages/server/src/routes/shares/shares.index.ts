import { createRouter } from '../../lib/create-router';
import * as handlers from './shares.handlers';
import * as routes from './shares.routes';

const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.revoke, handlers.revoke)
  .openapi(routes.open, handlers.open);

export default router;
