import { createRoute, z } from '@hono/zod-openapi';
import { galleryQuerySchema, IMAGE_DERIVATIONS, imageSaveSchema } from '@lumen/domain';
import { IdParamsSchema } from '../../lib/params';
import { bearerSecurity, errorResponses, jsonContent, named } from '../../lib/route-helpers';
import { requireAuth } from '../../middlewares/auth';
import { savedLibraryRoutes } from '../saved-library.routes';

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
    derivedFrom: z
      .object({
        url: z.string(),
        kind: z.enum(IMAGE_DERIVATIONS),
        imageId: z.string().nullable().openapi({
          description:
            "The source's id in the gallery while it is saved there (not deleted), else null",
        }),
      })
      .nullable()
      .openapi({
        description: 'The image this one was made of (edit with words, variation), or null',
      }),
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

export const { save, listSaved, remove } = savedLibraryRoutes({
  resource: 'images',
  tag: 'Images',
  save: {
    operationId: 'saveImages',
    summary: 'Save generated images to the gallery',
    description:
      'Only media URLs this server issued to the signed-in user are accepted (nothing is fetched); any other URL answers 400 and nothing is saved.',
    body: named(imageSaveSchema, 'ImageSave'),
    example: {
      imageUrls: [
        { url: '/media/5b0c…/3f9a0c1d2e4b5a6c7d8e9f0a1b2c3d4e.png', prompt: 'A lighthouse' },
      ],
      settings: { size: '1024x1024', style: 'realistic', guidance: 7, aspectRatio: '1:1' },
    },
    response: z.object({ images: z.array(SavedImageSchema) }),
    responseDescription: 'The saved images',
  },
  listSaved: {
    operationId: 'listSavedImages',
    summary: 'The gallery: filters, search, sort and pages',
    description:
      'The signed-in user’s saved images, filtered by style, size and ratio, searched in the prompt, sorted and paged.',
    query: galleryQuerySchema,
    response: SavedImagesPageSchema,
    responseDescription: 'One page of the gallery',
  },
  remove: {
    operationId: 'deleteImage',
    summary: 'Delete an image from the gallery',
    description: 'Another user’s image answers 404, as a missing one does.',
  },
});

export const getOne = createRoute({
  method: 'get',
  path: '/images/{id}',
  tags: ['Images'],
  operationId: 'getSavedImage',
  summary: 'One image of the gallery',
  description:
    'The signed-in user’s saved image with this id (as the gallery lists it: where it was made from, and whether that one is still saved). Another user’s image answers 404, as a missing or deleted one does.',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: { params: IdParamsSchema },
  responses: {
    200: jsonContent(SavedImageSchema, 'The saved image'),
    ...errorResponses(401, 404),
  },
});

export type SaveRoute = typeof save;
export type GetOneRoute = typeof getOne;
export type RemoveRoute = typeof remove;
export type ListSavedRoute = typeof listSaved;
