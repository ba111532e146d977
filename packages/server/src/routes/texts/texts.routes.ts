import { createRoute, z } from '@hono/zod-openapi';
import {
  OUTPUT_LANGUAGES,
  savedTextsQuerySchema,
  TEXT_LENGTHS,
  TEXT_TYPES,
  textSaveSchema,
  WRITING_STYLES,
} from '@lumen/domain';
import { IdParamsSchema } from '../../lib/params';
import {
  bearerSecurity,
  errorResponses,
  jsonBody,
  jsonContent,
  named,
} from '../../lib/route-helpers';
import { requireAuth } from '../../middlewares/auth';

const tags = ['Texts'];

export const SavedTextSchema = z
  .object({
    id: z.string(),
    text_type: z.string().openapi({ enum: [...TEXT_TYPES] }),
    text_length: z.string().openapi({ enum: [...TEXT_LENGTHS] }),
    writing_style: z.string().openapi({ enum: [...WRITING_STYLES] }),
    output_language: z.string().openapi({ enum: [...OUTPUT_LANGUAGES] }),
    prompt: z.string(),
    content: z.string(),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('SavedText');

export const SavedTextsPageSchema = z
  .object({
    texts: z.array(SavedTextSchema),
    total: z.number().int(),
    page: z.number().int(),
    totalPages: z.number().int(),
  })
  .openapi('SavedTextsPage');

export const save = createRoute({
  method: 'post',
  path: '/texts/save',
  tags,
  summary: 'Save a generated text',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: { body: jsonBody(named(textSaveSchema, 'TextSave')) },
  responses: {
    201: jsonContent(SavedTextSchema, 'The saved text'),
    ...errorResponses(400, 401, 413, 415),
  },
});

export const listSaved = createRoute({
  method: 'get',
  path: '/texts/saved',
  tags,
  summary: 'Saved texts: search, filters and pages, newest first',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: { query: savedTextsQuerySchema },
  responses: {
    200: jsonContent(SavedTextsPageSchema, 'One page of saved texts'),
    ...errorResponses(400, 401),
  },
});

export const remove = createRoute({
  method: 'delete',
  path: '/texts/{id}',
  tags,
  summary: 'Delete a saved text',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: { params: IdParamsSchema },
  responses: {
    204: { description: 'Deleted' },
    ...errorResponses(401, 404),
  },
});

export type SaveRoute = typeof save;
export type ListSavedRoute = typeof listSaved;
export type RemoveRoute = typeof remove;
