import { createRouter } from '../../lib/create-router';
import * as handlers from './profile.handlers';
import * as routes from './profile.routes';

const router = createRouter()
  .openapi(routes.getProfile, handlers.getProfile)
  .openapi(routes.updateProfile, handlers.updateProfile);

export default router;
