import { createRouter } from '../../lib/create-router';
import * as handlers from './models.handlers';
import * as routes from './models.routes';

const router = createRouter().openapi(routes.listModels, handlers.listModels);

export default router;
