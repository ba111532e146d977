import { createRoute, z } from '@hono/zod-openapi';
import { checkoutInitiateSchema } from '@lumen/domain';
import {
  bearerSecurity,
  errorResponses,
  jsonBody,
  jsonContent,
  named,
} from '../../lib/route-helpers';
import { requireAuth } from '../../middlewares/auth';

const tags = ['Credits'];

const CheckoutInitiatedSchema = z
  .object({
    success: z.literal(true),
    orderId: z.string().openapi({ example: 'order_1735689600000_3f9a0c1d2e4b5a6c7d8e' }),
    paymentUrl: z.string(),
    message: z.string().openapi({ example: 'Payment initiated successfully' }),
  })
  .openapi('CheckoutInitiated');

export const initiate = createRoute({
  method: 'post',
  path: '/checkout/initiate',
  operationId: 'initiateCheckout',
  tags,
  summary: 'Create a pending order from a stored quote and start the payment',
  description:
    'The order (credits, amount in the quote currency) comes from the stored quote alone. Unknown, expired or another user’s quote: 404, and no order is made.',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: {
    body: jsonBody(named(checkoutInitiateSchema, 'CheckoutInitiate'), undefined, {
      quoteId: 'q_6f1c2a9e4b7d4e0c8a3b',
      billingInfo: {
        email: 'ada@example.com',
        fullName: 'Ada Lovelace',
        phone: '+44 20 7946 0958',
        country: 'United Kingdom',
        state: 'England',
        city: 'London',
        address: '12 St James’s Square',
        zipCode: 'SW1Y 4JH',
        agreeToTerms: true,
      },
    }),
  },
  responses: {
    201: jsonContent(CheckoutInitiatedSchema, 'The order and where to pay it'),
    ...errorResponses(400, 401, 404, 413, 415),
  },
});

export type InitiateRoute = typeof initiate;
