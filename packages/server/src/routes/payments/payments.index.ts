import { createRouter } from '../../lib/create-router';
import * as handlers from './payments.handlers';
import * as routes from './payments.routes';

const router = createRouter()
  .openapi(routes.callback, handlers.callback)
  .openapi(routes.status, handlers.status);

export default router;
