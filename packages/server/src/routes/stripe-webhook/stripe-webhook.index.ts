import { createRouter } from '../../lib/create-router';
import * as handlers from './stripe-webhook.handlers';
import * as routes from './stripe-webhook.routes';

const router = createRouter().openapi(routes.stripeWebhook, handlers.stripeWebhook);

export default router;
