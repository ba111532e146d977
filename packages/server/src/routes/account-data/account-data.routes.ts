import { createRoute, z } from '@hono/zod-openapi';
import { deleteAccountSchema, imageDownloadSchema, MAX_DOWNLOAD_IMAGES } from '@lumen/domain';
import {
  bearerSecurity,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonContent,
  named,
} from '../../lib/route-helpers';
import { requireAuth } from '../../middlewares/auth';

const tags = ['Account'];
const SESSION_ONLY = 'Needs a signed-in session: a personal access token gets 403.';

export const exportData = createRoute({
  method: 'get',
  path: '/account/export',
  operationId: 'exportAccountData',
  tags,
  summary: 'Download my data: everything the account holds, as one ZIP',
  description: `A ZIP written while it is sent (never built in memory; the rows are read a page at a time): \`profile.json\`, \`billing-profiles.json\`, \`transactions.json\`, \`ledger.json\`, \`generations.json\`, \`images.json\` with each saved image under \`images/\`, each saved text as Markdown under \`texts/\`, and last \`manifest.json\` (every file written, with counts). One export per account at a time: another while one is being sent answers 429 \`export_in_progress\` with Retry-After (the slot is freed when the download ends or is given up); EXPORT_LIMIT_PER_HOUR exports an hour (default 3), then 429 \`rate_limited\` with Retry-After. ${SESSION_ONLY}`,
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
    429: errorResponse(
      429,
      'An export of this account is being sent, or too many were started this hour; see the Retry-After header',
      ['export_in_progress', 'rate_limited'],
    ),
  },
});

export type ExportDataRoute = typeof exportData;

const SuccessSchema = z.object({ success: z.literal(true) });

export const deleteAccount = createRoute({
  method: 'delete',
  path: '/account',
  operationId: 'deleteAccount',
  tags,
  summary: 'Delete my account, for good',
  description: `Asks for the account's password. Erases the profile, billing profiles, saved texts and images, generations, share links, personal access tokens, password reset links, the activity log and every file of the account in the media store; revokes every session at once on every instance. Payments and credit-ledger rows are kept for accounting, anonymised: they stay attached to an anonymised account row that holds no name, e-mail, phone or password. The address can sign up again, without a second free trial. A wrong password answers 400 'Password is incorrect' (issue on \`password\`); attempts are limited like the password change (429). ${SESSION_ONLY}`,
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: {
    body: jsonBody(named(deleteAccountSchema, 'DeleteAccount'), undefined, {
      password: 'My-Password-1',
    }),
  },
  responses: {
    200: jsonContent(SuccessSchema, 'The account is gone; the token used is dead', {
      success: true,
    }),
    ...errorResponses(401, 403, 413, 415, 429),
    400: errorResponse(
      400,
      "Invalid input (`validation_error`, `invalid_json`); a wrong password is also `validation_error`: 'Password is incorrect', issue on `password`",
      ['validation_error', 'invalid_json'],
    ),
  },
});

export type DeleteAccountRoute = typeof deleteAccount;

export const downloadImages = createRoute({
  method: 'post',
  path: '/images/saved/download',
  operationId: 'downloadSavedImages',
  tags: ['Images'],
  summary: 'Download a gallery selection as one ZIP',
  description: `The chosen saved images (1 to ${MAX_DOWNLOAD_IMAGES} ids, duplicates ignored) as files in a ZIP written while it is sent. Only the signed-in user's own images: any id that is unknown, deleted or another user's answers 404 'Some of the selected images were not found' and nothing is sent.`,
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: {
    body: jsonBody(named(imageDownloadSchema, 'ImageDownload'), undefined, {
      ids: ['0b6b7a2e-8d2c-4f7e-9a53-3f4b1c2d9e10', '5f0c1d2e-1111-4f7e-9a53-3f4b1c2d9e10'],
    }),
  },
  responses: {
    200: {
      description: 'The archive (Content-Disposition: attachment), one file per image',
      content: {
        'application/zip': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

export type DownloadImagesRoute = typeof downloadImages;
