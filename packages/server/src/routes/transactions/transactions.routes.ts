import { createRoute, z } from '@hono/zod-openapi';
import { CURRENCIES, TRANSACTION_STATUSES } from '@lumen/domain';
import { bearerSecurity, errorResponses, jsonContent } from '../../lib/route-helpers';
import { requireAuth } from '../../middlewares/auth';

export const TransactionSchema = z
  .object({
    id: z.string(),
    order_id: z.string(),
    currency: z.enum(CURRENCIES),
    amount: z.string().openapi({ example: '9.50', description: 'Two decimals' }),
    status: z.enum(TRANSACTION_STATUSES),
    credits: z.number().int(),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Transaction');

export const list = createRoute({
  method: 'get',
  path: '/transactions',
  operationId: 'listTransactions',
  tags: ['Transactions'],
  summary: 'The signed-in user’s top-ups, newest first',
  description:
    'Every top-up order of the signed-in user with its amount, currency, credits and status.',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  responses: {
    200: jsonContent(z.object({ transactions: z.array(TransactionSchema) }), 'Newest first'),
    ...errorResponses(401),
  },
});

export type ListRoute = typeof list;
