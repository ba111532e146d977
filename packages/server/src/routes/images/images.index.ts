import { createRouter } from '../../lib/create-router';
import * as handlers from './images.handlers';
import * as routes from './images.routes';

const router = createRouter()
  .openapi(routes.save, handlers.save)
  .openapi(routes.listSaved, handlers.listSaved)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.remove, handlers.remove);

export default router;
