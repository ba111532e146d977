import { createRouter } from '../../lib/create-router';
import * as handlers from './email-verification.handlers';
import * as routes from './email-verification.routes';

const router = createRouter()
  .openapi(routes.verifyEmail, handlers.verifyEmail)
  .openapi(routes.resendVerification, handlers.resendVerification);

export default router;
