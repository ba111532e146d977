import { createRoute, z } from '@hono/zod-openapi';
import { billingProfileSchema } from '@lumen/domain';
import { IdParamsSchema } from '../../lib/params';
import {
  bearerSecurity,
  errorResponses,
  jsonBody,
  jsonContent,
  named,
} from '../../lib/route-helpers';
import { requireAuth } from '../../middlewares/auth';

const tags = ['Billing profiles'];

export const BillingProfileSchema = z
  .object({
    id: z.string(),
    billing_name: z.string(),
    company_name: z.string().nullable(),
    address: z.string(),
    city: z.string(),
    postal_code: z.string(),
    country: z.string(),
    tax_id: z.string().nullable(),
    is_default: z.union([z.literal(0), z.literal(1)]),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('BillingProfile');

export const list = createRoute({
  method: 'get',
  path: '/billing-profiles',
  operationId: 'listBillingProfiles',
  tags,
  summary: 'The signed-in user’s billing profiles, oldest first',
  description: 'The addresses the signed-in user pays with.',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  responses: {
    200: jsonContent(z.array(BillingProfileSchema), 'A JSON array'),
    ...errorResponses(401),
  },
});

export const create = createRoute({
  method: 'post',
  path: '/billing-profiles',
  operationId: 'createBillingProfile',
  tags,
  summary: 'Add a billing profile',
  description: 'Adds an address to pay with; it is the signed-in user’s alone.',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: {
    body: jsonBody(named(billingProfileSchema, 'BillingProfileInput'), undefined, {
      billing_name: 'Ada Lovelace',
      company_name: 'Analytical Engines Ltd',
      address: '12 St James’s Square',
      city: 'London',
      postal_code: 'SW1Y 4JH',
      country: 'United Kingdom',
      tax_id: 'GB123456789',
      is_default: 1,
    }),
  },
  responses: {
    201: jsonContent(BillingProfileSchema, 'The created profile'),
    ...errorResponses(400, 401, 413, 415),
  },
});

export const remove = createRoute({
  method: 'delete',
  path: '/billing-profiles/{id}',
  operationId: 'deleteBillingProfile',
  tags,
  summary: 'Delete a billing profile',
  description: 'Another user’s profile answers 404, as a missing one does.',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: { params: IdParamsSchema },
  responses: {
    204: { description: 'Deleted' },
    ...errorResponses(401, 404),
  },
});

export type ListRoute = typeof list;
export type CreateRoute = typeof create;
export type RemoveRoute = typeof remove;
