import { createRouter } from '../../lib/create-router';
import * as handlers from './generations.handlers';
import * as routes from './generations.routes';

const router = createRouter().openapi(routes.list, handlers.list).openapi(routes.get, handlers.get);

export default router;
