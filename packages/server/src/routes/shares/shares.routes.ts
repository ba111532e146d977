import { createRoute, z } from '@hono/zod-openapi';
import { SHARE_EXPIRIES, SHARE_ITEM_TYPES, shareCreateSchema } from '@lumen/domain';
import { IdParamsSchema } from '../../lib/params';
import {
  bearerSecurity,
  errorResponses,
  jsonBody,
  jsonContent,
  named,
  publicSecurity,
} from '../../lib/route-helpers';
import { requireAuth } from '../../middlewares/auth';

const tags = ['Shares'];

const example = {
  id: '7d7c1b1e-4f0a-4c52-9d55-2f4a3f1e9b20',
  url: 'https://studio.example/s/Qk9yX2V4YW1wbGVfb25seV9ub3RfYV9saW5rX3Rva2Vu',
  itemType: 'image' as const,
  itemId: '0b6b7a2e-8d2c-4f7e-9a53-3f4b1c2d9e10',
  kind: 'image' as const,
  prompt: 'A lighthouse at dusk, watercolour',
  created_at: '2026-11-24T09:00:00.000Z',
  expires_at: '2026-12-01T09:00:00.000Z',
};

export const ShareSchema = z
  .object({
    id: z.string(),
    url: z.string().openapi({ description: 'The public page: `<PUBLIC_URL>/s/<token>`' }),
    itemType: z.enum(SHARE_ITEM_TYPES),
    itemId: z.string(),
    kind: z.enum(['image', 'text']).openapi({ description: 'What the page shows' }),
    prompt: z.string(),
    created_at: z.string(),
    expires_at: z.string().nullable().openapi({ description: 'Null: the link never expires' }),
  })
  .openapi('Share');

export const PublicShareSchema = z
  .object({
    kind: z.enum(['image', 'text']),
    prompt: z.string(),
    text: z.string().nullable().openapi({ description: 'The shared text; null for an image' }),
    imageUrl: z
      .string()
      .nullable()
      .openapi({ description: 'The image through the link (`/s/<token>/image`); null for a text' }),
    created_at: z.string(),
    expires_at: z.string().nullable(),
  })
  .openapi('PublicShare');

export const TokenParamsSchema = z.object({
  token: z
    .string()
    .min(1)
    .max(64)
    .openapi({
      param: { name: 'token', in: 'path' },
      example: 'Qk9yX2V4YW1wbGVfb25seV9ub3RfYV9saW5rX3Rva2Vu',
    }),
});

export const list = createRoute({
  method: 'get',
  path: '/shares',
  operationId: 'listShares',
  tags,
  summary: 'The signed-in user’s live share links, newest first',
  description:
    'Links neither revoked nor expired whose item still exists (at most 100), each with its public URL and what it shows.',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  responses: {
    200: jsonContent(z.object({ shares: z.array(ShareSchema) }), 'Newest first', {
      shares: [example],
    }),
    ...errorResponses(401, 403),
  },
});

export const create = createRoute({
  method: 'post',
  path: '/shares',
  operationId: 'createShare',
  tags,
  summary: 'Share one saved image, saved text or image generation',
  description: `Makes an unguessable public link (\`/s/<token>\`) to one of the user’s own items, expiring after ${SHARE_EXPIRIES.join(', ')}. The page shows the image or text and its prompt, never account data. Another user’s item, a deleted one or a generation without an image: 404.`,
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: {
    body: jsonBody(named(shareCreateSchema, 'ShareCreate'), undefined, {
      itemType: 'image',
      itemId: '0b6b7a2e-8d2c-4f7e-9a53-3f4b1c2d9e10',
      expiresIn: '7d',
    }),
  },
  responses: {
    201: jsonContent(ShareSchema, 'The new link', example),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

export const revoke = createRoute({
  method: 'delete',
  path: '/shares/{id}',
  operationId: 'revokeShare',
  tags,
  summary: 'Revoke a share link',
  description:
    'The link answers 404 at once on every instance (each visit reads the database). Another user’s link: 404.',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: { params: IdParamsSchema },
  responses: {
    204: { description: 'Revoked' },
    ...errorResponses(401, 403, 404),
  },
});

export const open = createRoute({
  method: 'get',
  path: '/public/shares/{token}',
  operationId: 'getPublicShare',
  tags,
  security: publicSecurity,
  summary: 'What a share link shows',
  description:
    'Public: the shared image (through the link) or text and its prompt, with no account data. A revoked, expired or unknown link, or one whose item was deleted: 404.',
  request: { params: TokenParamsSchema },
  responses: {
    200: jsonContent(PublicShareSchema, 'The shared item', {
      kind: 'image',
      prompt: example.prompt,
      text: null,
      imageUrl: '/s/Qk9yX2V4YW1wbGVfb25seV9ub3RfYV9saW5rX3Rva2Vu/image',
      created_at: example.created_at,
      expires_at: example.expires_at,
    }),
    ...errorResponses(400, 404),
  },
});

export type ListRoute = typeof list;
export type CreateRoute = typeof create;
export type RevokeRoute = typeof revoke;
export type OpenRoute = typeof open;
