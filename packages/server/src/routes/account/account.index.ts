import { createRouter } from '../../lib/create-router';
import * as handlers from './account.handlers';
import * as routes from './account.routes';

const router = createRouter().openapi(routes.getStats, handlers.getStats);

export default router;
