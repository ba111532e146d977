import { createRoute, z } from '@hono/zod-openapi';
import { CURRENCIES, quoteRequestSchema } from '@lumen/domain';
import { IdParamsSchema } from '../../lib/params';
import {
  bearerSecurity,
  errorResponses,
  jsonBody,
  jsonContent,
  named,
} from '../../lib/route-helpers';
import { requireAuth } from '../../middlewares/auth';

const tags = ['Credits'];

export const QuoteSchema = z
  .object({
    id: z.string(),
    credits: z.number().int(),
    currency: z.enum(CURRENCIES),
    baseAmountEur: z
      .string()
      .openapi({ example: '15.00', description: 'The base amount in EUR, for the record' }),
    discountPercentage: z.number(),
    discount: z
      .string()
      .openapi({ example: '0.75', description: 'The discount in EUR, for the record' }),
    baseAmount: z
      .string()
      .openapi({ example: '12.75', description: 'The base amount in the quote’s currency' }),
    discountAmount: z.string().openapi({
      example: '0.64',
      description:
        'The discount in the quote’s currency: baseAmount − discountAmount = convertedAmount',
    }),
    convertedAmount: z
      .string()
      .openapi({ example: '12.11', description: 'What is paid, in the quote’s currency' }),
  })
  .openapi('Quote');

const QuoteAnswerSchema = z.object({ quote: QuoteSchema }).openapi('QuoteAnswer');

export const createQuote = createRoute({
  method: 'post',
  path: '/currency/quote',
  operationId: 'createQuote',
  tags,
  summary: 'Price a top-up in a currency',
  description:
    'The server computes the price (base price per credit, discount tier, FX rate) and keeps the quote for 30 minutes for the signed-in user; checkout trusts nothing else.',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: {
    body: jsonBody(named(quoteRequestSchema, 'QuoteRequest'), undefined, {
      credits: 150,
      currency: 'GBP',
    }),
  },
  responses: {
    200: jsonContent(QuoteAnswerSchema, 'The quote'),
    ...errorResponses(400, 401, 413, 415),
  },
});

export const getQuote = createRoute({
  method: 'get',
  path: '/currency/quote/{id}',
  operationId: 'getQuote',
  tags,
  summary: 'A stored quote of the signed-in user',
  description: 'Unknown, expired (after 30 minutes) and another user’s quote answer the same 404.',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: { params: IdParamsSchema },
  responses: {
    200: jsonContent(QuoteAnswerSchema, 'The quote'),
    ...errorResponses(401, 404),
  },
});

export type CreateQuoteRoute = typeof createQuote;
export type GetQuoteRoute = typeof getQuote;
