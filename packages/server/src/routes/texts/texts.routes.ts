import { z } from '@hono/zod-openapi';
import {
  OUTPUT_LANGUAGES,
  savedTextsQuerySchema,
  TEXT_LENGTHS,
  TEXT_TYPES,
  textSaveSchema,
  WRITING_STYLES,
} from '@lumen/domain';
import { named } from '../../lib/route-helpers';
import { savedLibraryRoutes } from '../saved-library.routes';

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

export const { save, listSaved, remove } = savedLibraryRoutes({
  resource: 'texts',
  tag: 'Texts',
  save: {
    operationId: 'saveText',
    summary: 'Save a generated text',
    description: 'Keeps a generated text, with its settings, in the signed-in user’s library.',
    body: named(textSaveSchema, 'TextSave'),
    example: {
      content: 'Lighthouses still guide ships where satellites fail…',
      prompt: 'Why lighthouses still matter',
      textType: 'blogPost',
      textLength: 'short',
      writingStyle: 'friendly',
      outputLanguage: 'english',
    },
    response: SavedTextSchema,
    responseDescription: 'The saved text',
  },
  listSaved: {
    operationId: 'listSavedTexts',
    summary: 'Saved texts: search, filters and pages, newest first',
    description:
      'The signed-in user’s saved texts, filtered by type, searched in the text and prompt, and paged.',
    query: savedTextsQuerySchema,
    response: SavedTextsPageSchema,
    responseDescription: 'One page of saved texts',
  },
  remove: {
    operationId: 'deleteText',
    summary: 'Delete a saved text',
    description: 'Another user’s text answers 404, as a missing one does.',
  },
});

export type SaveRoute = typeof save;
export type ListSavedRoute = typeof listSaved;
export type RemoveRoute = typeof remove;
