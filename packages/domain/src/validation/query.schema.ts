import { z } from 'zod';
import { GALLERY_PAGE_SIZE, MAX_PAGE_SIZE, SAVED_TEXTS_PAGE_SIZE } from '../shared/constants';
import { ASPECT_RATIOS, IMAGE_SIZES, IMAGE_STYLES } from '../generation/image-options';
import { TEXT_LENGTHS, TEXT_TYPES, WRITING_STYLES } from '../generation/text-options';
import { emptyAsUndefined } from './common';

/** Query strings arrive as text: numbers are coerced and empty values count as absent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUndefined, schema.optional());

const pageSchema = z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(1));
const limitSchema = (fallback: number) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(fallback),
  );
const searchSchema = optional(z.string().trim().max(200));

export const GALLERY_SORT_FIELDS = ['created_at', 'prompt'] as const;
export type GallerySortField = (typeof GALLERY_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** GET /api/images/saved. */
export const galleryQuerySchema = z.object({
  page: pageSchema,
  limit: limitSchema(GALLERY_PAGE_SIZE),
  style: optional(z.enum(IMAGE_STYLES)),
  size: optional(z.enum(IMAGE_SIZES)),
  aspectRatio: optional(z.enum(ASPECT_RATIOS)),
  search: searchSchema,
  sortBy: z.preprocess(emptyAsUndefined, z.enum(GALLERY_SORT_FIELDS).default('created_at')),
  sortOrder: z.preprocess(emptyAsUndefined, z.enum(SORT_ORDERS).default('desc')),
});
export type GalleryQuery = z.infer<typeof galleryQuerySchema>;

/** GET /api/texts/saved. */
export const savedTextsQuerySchema = z.object({
  page: pageSchema,
  limit: limitSchema(SAVED_TEXTS_PAGE_SIZE),
  search: searchSchema,
  textType: optional(z.enum(TEXT_TYPES)),
  textLength: optional(z.enum(TEXT_LENGTHS)),
  writingStyle: optional(z.enum(WRITING_STYLES)),
});
export type SavedTextsQuery = z.infer<typeof savedTextsQuerySchema>;

/** Pages in a list of `total` items: never below 1, so page 1 of nothing still exists. */
export function totalPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
