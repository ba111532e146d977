import { createRoute, z } from '@hono/zod-openapi';
import { adminAdjustmentSchema } from '@lumen/domain';
import {
  bearerSecurity,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonContent,
  named,
} from '../../lib/route-helpers';
import { requireAuth } from '../../middlewares/auth';
import { requireAdmin } from '../../middlewares/require-admin';
import { GenerationSchema } from '../generations/generations.routes';
import { TransactionSchema } from '../transactions/transactions.routes';

const tags = ['admin'];
const OPERATORS_ONLY =
  'Operators only: a session of an account with the admin role (granted by `npm run admin -- grant <email>`); anyone else, and any personal access token, gets 403.';
const forbidden = { 403: errorResponse(403, 'Not an operator, or a personal access token') };

const pathParam = (name: string, example: string) =>
  z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name, in: 'path' }, example });
const UserParams = z.object({
  userId: pathParam('userId', '0b6b7a2e-8d2c-4f7e-9a53-3f4b1c2d9e10'),
});

const LedgerEntrySchema = z
  .object({
    id: z.string(),
    kind: z.string().openapi({ example: 'adjustment' }),
    amount: z.number().int(),
    balance_after: z.number().int(),
    reference: z.string(),
    reason: z.string().nullable(),
    operator_id: z
      .string()
      .nullable()
      .openapi({ description: 'The operator who made an adjustment; null for other entries' }),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('AdminLedgerEntry');

const FailedGenerationSchema = GenerationSchema.extend({
  error_message: z.string().nullable(),
});

export const OperatorUserSchema = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      full_name: z.string(),
      credits_balance: z.number().int(),
      trial_credits: z.number().int(),
      created_at: z.string().openapi({ format: 'date-time' }),
    }),
    ledger: z.array(LedgerEntrySchema),
    transactions: z.array(TransactionSchema),
    generations: z.array(FailedGenerationSchema),
    activity: z.array(
      z.object({
        id: z.string(),
        action: z.string(),
        ip_address: z.string().nullable(),
        metadata: z.record(z.string(), z.unknown()).nullable(),
        created_at: z.string().openapi({ format: 'date-time' }),
      }),
    ),
  })
  .openapi('AdminUser');

export const findUser = createRoute({
  method: 'get',
  path: '/admin/users',
  operationId: 'adminFindUser',
  tags,
  summary: 'Find an account by e-mail',
  description: `The account with its balance and its latest 50 ledger entries, top-up orders, generations and activity-log rows. ${OPERATORS_ONLY}`,
  middleware: [requireAuth, requireAdmin] as const,
  security: bearerSecurity,
  request: {
    query: z.object({
      email: z.string().min(1).max(255).openapi({ example: 'ada@example.com' }),
    }),
  },
  responses: {
    200: jsonContent(OperatorUserSchema, 'The account'),
    ...errorResponses(400, 401),
    ...forbidden,
    ...errorResponses(404),
  },
});

/** The body's rules are the domain's, shared with the console's form. */
export const AdjustmentSchema = named(adminAdjustmentSchema, 'AdminAdjustment');

export const adjustCredits = createRoute({
  method: 'post',
  path: '/admin/users/{userId}/credits',
  operationId: 'adminAdjustCredits',
  tags,
  summary: 'Grant or remove credits',
  description: `One \`adjustment\` ledger entry with the reason; the activity log records it with the operator's id. Removing more than the balance is refused (402). ${OPERATORS_ONLY}`,
  middleware: [requireAuth, requireAdmin] as const,
  security: bearerSecurity,
  request: {
    params: UserParams,
    body: jsonBody(AdjustmentSchema, undefined, {
      credits: 10,
      reason: 'Goodwill after an outage',
    }),
  },
  responses: {
    200: jsonContent(
      z.object({ balance: z.number().int(), entry: LedgerEntrySchema }),
      'The new balance and the entry',
    ),
    ...errorResponses(400, 401),
    ...forbidden,
    ...errorResponses(402, 404, 413, 415),
  },
});

export const refundGeneration = createRoute({
  method: 'post',
  path: '/admin/users/{userId}/generations/{generationId}/refund',
  operationId: 'adminRefundGeneration',
  tags,
  summary: 'Refund a failed generation',
  description: `Gives back a failed generation's credits through the ledger's refund, whose key (\`refund:<generationId>\`) makes it happen at most once: a generation refunded already (by its failure or an earlier call) answers 409. ${OPERATORS_ONLY}`,
  middleware: [requireAuth, requireAdmin] as const,
  security: bearerSecurity,
  request: {
    params: UserParams.extend({
      generationId: pathParam('generationId', '5b0c8f3a-0d3e-4d8a-9a4c-2f1e6b7c8d9e'),
    }),
  },
  responses: {
    200: jsonContent(z.object({ balance: z.number().int() }), 'The new balance'),
    ...errorResponses(401),
    ...forbidden,
    ...errorResponses(404, 409),
  },
});

export const recheckPayment = createRoute({
  method: 'post',
  path: '/admin/users/{userId}/payments/{orderId}/recheck',
  operationId: 'adminRecheckPayment',
  tags,
  summary: 'Re-check a pending payment with the provider',
  description: `Asks the payment provider about the order now, as its webhook would; a paid answer credits it (once). ${OPERATORS_ONLY}`,
  middleware: [requireAuth, requireAdmin] as const,
  security: bearerSecurity,
  request: {
    params: UserParams.extend({ orderId: pathParam('orderId', 'order_1732451000_ab12cd') }),
  },
  responses: {
    200: jsonContent(
      z.object({
        orderId: z.string(),
        status: z.string(),
        credited: z.boolean(),
        credits: z.number().int(),
        credits_balance: z.number().int(),
      }),
      'The order as it stands',
    ),
    ...errorResponses(401),
    ...forbidden,
    ...errorResponses(404),
  },
});

export const recentFailures = createRoute({
  method: 'get',
  path: '/admin/failures',
  operationId: 'adminRecentFailures',
  tags,
  summary: 'Failed payments, payments to refund and failed generations of the last day',
  description: `Across every account, newest first, at most 50 of each. ${OPERATORS_ONLY}`,
  middleware: [requireAuth, requireAdmin] as const,
  security: bearerSecurity,
  responses: {
    200: jsonContent(
      z
        .object({
          payments: z.array(
            TransactionSchema.extend({
              user_id: z.string().nullable(),
              user_email: z.string(),
              refund_due_at: z.string().nullable().openapi({
                format: 'date-time',
                description:
                  'Set when the money was taken for a closed account: nothing was credited, refund it',
              }),
            }),
          ),
          generations: z.array(FailedGenerationSchema.extend({ user_id: z.string() })),
          since: z.string().openapi({ format: 'date-time' }),
        })
        .openapi('AdminFailures'),
      'The last day’s failures',
    ),
    ...errorResponses(401),
    ...forbidden,
  },
});

export type FindUserRoute = typeof findUser;
export type AdjustCreditsRoute = typeof adjustCredits;
export type RefundGenerationRoute = typeof refundGeneration;
export type RecheckPaymentRoute = typeof recheckPayment;
export type RecentFailuresRoute = typeof recentFailures;
