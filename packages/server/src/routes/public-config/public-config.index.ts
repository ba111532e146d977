import { createRouter } from '../../lib/create-router';
import * as handlers from './public-config.handlers';
import * as routes from './public-config.routes';

const router = createRouter().openapi(routes.getPublicConfig, handlers.getPublicConfig);

export default router;
