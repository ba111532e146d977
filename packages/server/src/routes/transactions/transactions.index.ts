import { createRouter } from '../../lib/create-router';
import * as handlers from './transactions.handlers';
import * as routes from './transactions.routes';

const router = createRouter().openapi(routes.list, handlers.list);

export default router;
