import { createRouter } from '../../lib/create-router';
import * as handlers from './tokens.handlers';
import * as routes from './tokens.routes';

const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.revoke, handlers.revoke);

export default router;
