import { createRoute, z } from '@hono/zod-openapi';
import { galleryQuerySchema, imageSaveSchema } from '@lumen/domain';
import {
  bearerSecurity,
  errorResponses,
  jsonBody,
  jsonContent,
  named,
} from '../../lib/route-helpers';
import { IdParamsSchema } from '../../lib/params';
import { requireAuth } from '../../middlewares/auth';

const tags = ['Images'];
const bit = z.union([z.literal(0), z.literal(1)]);

export const SavedImageSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    prompt: z.string(),
    negativePrompt: z.string(),
    settings: z.object({
      size: z.string(),
      style: z.string(),
      model: z.string(),
      guidance: z.number(),
    }),
    aspectRatio: z.string(),
    sizeRequested: z.number().int(),
    finalWidth: z.number().int().nullable(),
    finalHeight: z.number().int().nullable(),
    upscale: bit,
    styleTransfer: bit,
    timestamp: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('SavedImage');

export const SavedImagesPageSchema = z
  .object({
    images: z.array(SavedImageSchema),
    total: z.number().int(),
    page: z.number().int(),
    totalPages: z.number().int(),
  })
  .openapi('SavedImagesPage');

export const save = createRoute({
  method: 'post',
  path: '/images/save',
  tags,
  summary: 'Save generated images to the gallery',
  description:
    'Only media URLs this server issued to the signed-in user are accepted (nothing is fetched); any other URL answers 400 and nothing is saved.',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: { body: jsonBody(named(imageSaveSchema, 'ImageSave')) },
  responses: {
    201: jsonContent(z.object({ images: z.array(SavedImageSchema) }), 'The saved images'),
    ...errorResponses(400, 401, 413, 415),
  },
});

export const listSaved = createRoute({
  method: 'get',
  path: '/images/saved',
  tags,
  summary: 'The gallery: filters, search, sort and pages',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: { query: galleryQuerySchema },
  responses: {
    200: jsonContent(SavedImagesPageSchema, 'One page of the gallery'),
    ...errorResponses(400, 401),
  },
});

export const remove = createRoute({
  method: 'delete',
  path: '/images/{id}',
  tags,
  summary: 'Delete an image from the gallery',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: { params: IdParamsSchema },
  responses: {
    204: { description: 'Deleted' },
    ...errorResponses(401, 404),
  },
});

export type SaveRoute = typeof save;
export type RemoveRoute = typeof remove;
export type ListSavedRoute = typeof listSaved;
