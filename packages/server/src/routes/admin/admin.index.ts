import { createRouter } from '../../lib/create-router';
import * as handlers from './admin.handlers';
import * as routes from './admin.routes';

const router = createRouter()
  .openapi(routes.findUser, handlers.findUser)
  .openapi(routes.adjustCredits, handlers.adjustCredits)
  .openapi(routes.refundGeneration, handlers.refundGeneration)
  .openapi(routes.recheckPayment, handlers.recheckPayment)
  .openapi(routes.recentFailures, handlers.recentFailures);

export default router;
