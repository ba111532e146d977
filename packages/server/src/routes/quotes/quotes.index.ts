import { createRouter } from '../../lib/create-router';
import * as handlers from './quotes.handlers';
import * as routes from './quotes.routes';

const router = createRouter()
  .openapi(routes.createQuote, handlers.createQuote)
  .openapi(routes.getQuote, handlers.getQuote);

export default router;
