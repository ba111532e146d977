import { createRouter } from '../../lib/create-router';
import * as handlers from './confirm.handlers';
import * as routes from './confirm.routes';

const router = createRouter()
  .openapi(routes.options, handlers.options)
  .openapi(routes.confirm, handlers.confirm);

export default router;
