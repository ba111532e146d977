import { createRouter } from '../../lib/create-router';
import * as handlers from './password-reset.handlers';
import * as routes from './password-reset.routes';

const router = createRouter()
  .openapi(routes.requestPasswordReset, handlers.requestPasswordReset)
  .openapi(routes.checkPasswordReset, handlers.checkPasswordReset)
  .openapi(routes.completePasswordReset, handlers.completePasswordReset);

export default router;
