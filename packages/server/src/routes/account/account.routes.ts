import { createRoute, z } from '@hono/zod-openapi';
import { bearerSecurity, errorResponses, jsonContent } from '../../lib/route-helpers';
import { requireAuth } from '../../middlewares/auth';

const count = (description: string) => z.number().int().nonnegative().openapi({ description });

export const AccountStatsSchema = z
  .object({
    credits_used: count('Credits spent on completed generations'),
    completed_generations: count('Generations whose status is completed'),
    completed_generations_this_week: count('Completed generations created this week'),
    generations: count('Every generation, any status'),
    generations_this_week: count('Generations of any status created this week'),
    transactions: count('Every top-up order, any status'),
    topups_total: z.string().openapi({
      example: '4845.05',
      description: 'Sum of the amounts of paid top-ups (completed or success), two decimals',
    }),
    week_start: z.string().openapi({
      format: 'date-time',
      description: '"This week" is from here through `as_of`, both included (7 days)',
    }),
    as_of: z.string().openapi({ format: 'date-time', description: 'When the figures were read' }),
    library: z
      .object({
        items: count('Saved texts and images the library holds'),
        items_max: count('The most it may hold (SAVED_ITEMS_MAX)'),
        bytes: count('UTF-8 bytes of their texts and prompts'),
        bytes_max: count('The most bytes it may hold (SAVED_BYTES_MAX)'),
      })
      .openapi('LibraryUsage', {
        description:
          'What the library of saved texts and images holds against its quota: a save past either limit answers 409 `quota_exceeded`',
      }),
  })
  .openapi('AccountStats');

export const getStats = createRoute({
  method: 'get',
  path: '/account/stats',
  operationId: 'getAccountStats',
  tags: ['Profile'],
  summary: 'The signed-in user’s dashboard figures',
  description:
    'Credits used, generations (all and completed, in total and this week), top-up orders and the total paid for top-ups, counted by the database over every row of the account (deleted generations are left out, as in the lists), and the saved library’s usage against its quota.',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  responses: {
    200: jsonContent(AccountStatsSchema, 'The figures', {
      credits_used: 2400,
      completed_generations: 600,
      completed_generations_this_week: 30,
      generations: 612,
      generations_this_week: 40,
      transactions: 510,
      topups_total: '4845.05',
      week_start: '2026-03-03T12:00:00.000Z',
      as_of: '2026-03-10T12:00:00.000Z',
      library: { items: 42, items_max: 10000, bytes: 183204, bytes_max: 104857600 },
    }),
    ...errorResponses(401),
  },
});

export type GetStatsRoute = typeof getStats;
