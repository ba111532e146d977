import { createRoute, z } from '@hono/zod-openapi';
import { bearerSecurity, errorResponses } from '../../lib/route-helpers';
import { requireAuth } from '../../middlewares/auth';

const tags = ['Account'];
const SESSION_ONLY = 'Needs a signed-in session: a personal access token gets 403.';

export const exportData = createRoute({
  method: 'get',
  path: '/account/export',
  operationId: 'exportAccountData',
  tags,
  summary: 'Download my data: everything the account holds, as one ZIP',
  description: `A ZIP written while it is sent (never built in memory): \`manifest.json\` (what is inside, with counts), \`profile.json\`, \`billing-profiles.json\`, \`transactions.json\`, \`ledger.json\`, \`generations.json\`, \`images.json\` with each saved image under \`images/\`, and each saved text as Markdown under \`texts/\`. ${SESSION_ONLY}`,
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  responses: {
    200: {
      description: 'The archive (Content-Disposition: attachment)',
      content: {
        'application/zip': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    ...errorResponses(401, 403),
  },
});

export type ExportDataRoute = typeof exportData;
