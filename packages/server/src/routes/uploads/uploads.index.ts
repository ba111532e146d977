import { createRouter } from '../../lib/create-router';
import * as handlers from './uploads.handlers';
import * as routes from './uploads.routes';

const router = createRouter()
  .openapi(routes.upload, handlers.upload)
  .openapi(routes.get, handlers.get);

export default router;
