import { createRoute, z } from '@hono/zod-openapi';
import { CURRENCIES, checkoutInitiateSchema, TRANSACTION_STATUSES } from '@lumen/domain';
import {
  bearerSecurity,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonContent,
  named,
} from '../../lib/route-helpers';
import { requireAuth } from '../../middlewares/auth';
import {
  IdempotencyHeadersSchema,
  idempotencyResponses,
  idempotent,
} from '../../middlewares/idempotency';
import { QuoteSchema } from '../quotes/quotes.routes';

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
  middleware: [requireAuth, idempotent] as const,
  security: bearerSecurity,
  request: {
    headers: IdempotencyHeadersSchema,
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
    ...idempotencyResponses,
    422: errorResponse(422, 'The Idempotency-Key was used with another body', [
      'idempotency_key_reused',
    ]),
    502: errorResponse(
      502,
      'The payment provider failed; the order is marked failed and can be paid again',
      ['payment_failed'],
    ),
  },
});

const CheckoutOrderSchema = z
  .object({
    orderId: z.string().openapi({ example: 'order_1735689600000_3f9a0c1d2e4b5a6c7d8e' }),
    status: z.enum(TRANSACTION_STATUSES),
    credited: z.boolean(),
    credits: z.number().int(),
    amount: z.string().openapi({ example: '8.08' }),
    currency: z.enum(CURRENCIES),
    created_at: z.string(),
    quote: QuoteSchema.nullable().openapi({
      description:
        'The quote to pay these credits with again: the order’s own while it is valid (30 minutes), else null (ask for a fresh quote of `credits` in `currency`). Null once credited.',
    }),
  })
  .openapi('CheckoutOrder');

export const getOrder = createRoute({
  method: 'get',
  path: '/checkout/orders/{orderId}',
  operationId: 'getCheckoutOrder',
  tags,
  summary: 'One of the signed-in user’s orders, to pay it again',
  description:
    'Where a cancelled, declined or unconfirmed payment comes back to: the order’s status and credits, and the quote to pay again with. Paying again is `POST /checkout/initiate` with that quote (or a fresh one): a new order, so every order credits at most once. Another user’s order: 404.',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: {
    params: z.object({
      orderId: z
        .string()
        .min(1)
        .max(100)
        .openapi({ param: { name: 'orderId', in: 'path' } }),
    }),
  },
  responses: {
    200: jsonContent(CheckoutOrderSchema, 'The order'),
    ...errorResponses(401, 404),
  },
});

export type InitiateRoute = typeof initiate;
export type GetOrderRoute = typeof getOrder;
