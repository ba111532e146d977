import { createRouter } from '../../lib/create-router';
import * as handlers from './generations.handlers';
import * as routes from './generations.routes';

const router = createRouter().openapi(routes.list, handlers.list);

export default router;
