import { createRouter } from '../../lib/create-router';
import * as handlers from './checkout.handlers';
import * as routes from './checkout.routes';

const router = createRouter()
  .openapi(routes.initiate, handlers.initiate)
  .openapi(routes.getOrder, handlers.getOrder);

export default router;
