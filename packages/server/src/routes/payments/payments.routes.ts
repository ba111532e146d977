import { createRoute, z } from '@hono/zod-openapi';
import { paymentCallbackSchema, TRANSACTION_STATUSES } from '@lumen/domain';
import {
  bearerSecurity,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonContent,
  named,
  publicSecurity,
} from '../../lib/route-helpers';
import { requireAuth } from '../../middlewares/auth';

const tags = ['Payments'];

export const callback = createRoute({
  method: 'post',
  path: '/payments/callback',
  operationId: 'receivePaymentCallback',
  security: publicSecurity,
  tags,
  summary: 'The payment gateway’s signed callback',
  description:
    '`signature` = lowercase hex HMAC-SHA256 (key PAYMENT_CALLBACK_SECRET) of `orderId|status|amount|currencyCode|timestamp`; amount is the order’s 2-decimal string, currencyCode its currency, timestamp Unix seconds (at most 5 minutes old, 1 minute ahead). `completed`/`success` credit the order once however often they arrive; `failed`/`cancelled`/`expired` set the status and never touch a credited order. Bad or missing signature 401; stale timestamp, wrong amount or currency, unknown order 400; nothing changes then.',
  request: {
    body: jsonBody(named(paymentCallbackSchema, 'PaymentCallback'), undefined, {
      orderId: 'order_1735689600000_3f9a0c1d2e4b5a6c7d8e',
      status: 'completed',
      amount: '12.35',
      currencyCode: 'GBP',
      timestamp: 1735689660,
      signature: '9b1f0c6e2d4a8b3c7e5f1a2d6c9b0e4f8a7d3c1b5e9f2a6d0c4b8e3f7a1d5c9b',
    }),
  },
  responses: {
    200: jsonContent(
      z.object({ received: z.literal(true) }).openapi('CallbackReceived'),
      'Processed',
    ),
    ...errorResponses(400, 413, 415),
    401: errorResponse(401, 'Bad or missing signature: nothing changes', ['invalid_signature']),
  },
});

export const StatusQuerySchema = z
  .object({
    orderId: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .openapi({ param: { name: 'orderId', in: 'query' } }),
    sessionId: z
      .string()
      .max(255)
      .optional()
      .openapi({ param: { name: 'sessionId', in: 'query' } }),
  })
  .refine((query) => Boolean(query.orderId || query.sessionId), {
    message: 'orderId or sessionId is required',
    path: ['orderId'],
  });

const PaymentStatusSchema = z
  .object({
    orderId: z.string(),
    status: z.enum(TRANSACTION_STATUSES),
    credited: z.boolean(),
    credits: z.number().int(),
    credits_balance: z.number().int(),
  })
  .openapi('PaymentStatus');

export const status = createRoute({
  method: 'get',
  path: '/payments/status',
  operationId: 'getPaymentStatus',
  tags,
  summary: 'Where the signed-in user’s order stands',
  description:
    'Polled by the checkout-success screen until `credited` is true. The order is named by `orderId` (and then `sessionId`, when given, must be its own) or by `sessionId` alone, as Stripe’s return URL may carry only that. Neither, another user’s order or another order’s session: 404.',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: { query: StatusQuerySchema },
  responses: {
    200: jsonContent(PaymentStatusSchema, 'The order’s status and the balance'),
    ...errorResponses(400, 401, 404),
  },
});

export type CallbackRoute = typeof callback;
export type StatusRoute = typeof status;
