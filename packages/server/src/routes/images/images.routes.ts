import { z } from '@hono/zod-openapi';
import { galleryQuerySchema, imageSaveSchema } from '@lumen/domain';
import { named } from '../../lib/route-helpers';
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
    summary: 'Save generated images to the gallery',
    description:
      'Only media URLs this server issued to the signed-in user are accepted (nothing is fetched); any other URL answers 400 and nothing is saved.',
    body: named(imageSaveSchema, 'ImageSave'),
    response: z.object({ images: z.array(SavedImageSchema) }),
    responseDescription: 'The saved images',
  },
  listSaved: {
    summary: 'The gallery: filters, search, sort and pages',
    query: galleryQuerySchema,
    response: SavedImagesPageSchema,
    responseDescription: 'One page of the gallery',
  },
  remove: { summary: 'Delete an image from the gallery' },
});

export type SaveRoute = typeof save;
export type RemoveRoute = typeof remove;
export type ListSavedRoute = typeof listSaved;
