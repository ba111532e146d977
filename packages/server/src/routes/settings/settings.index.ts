import { createRouter } from '../../lib/create-router';
import * as handlers from './settings.handlers';
import * as routes from './settings.routes';

const router = createRouter().openapi(routes.changePassword, handlers.changePassword);

export default router;
