import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { input, ZodType } from 'zod';
import { IdParamsSchema } from '../lib/params';
import {
  bearerSecurity,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonContent,
} from '../lib/route-helpers';
import { requireAuth } from '../middlewares/auth';

/** What a route accepts as its query schema (an object schema, possibly piped). */
type QuerySchema = NonNullable<NonNullable<RouteConfig['request']>['query']>;

/** What differs between two saved-content libraries (the image gallery, the saved texts). */
interface SavedLibraryOptions<
  R extends string,
  Body extends ZodType,
  Saved extends ZodType,
  Query extends QuerySchema,
  Page extends ZodType,
> {
  /** The first path segment: `/{resource}/save`, `/{resource}/saved`, `/{resource}/{id}`. */
  resource: R;
  tag: string;
  save: {
    operationId: string;
    summary: string;
    description: string;
    body: Body;
    example: input<Body>;
    response: Saved;
    responseDescription: string;
  };
  listSaved: {
    operationId: string;
    summary: string;
    description: string;
    query: Query;
    response: Page;
    responseDescription: string;
  };
  remove: { operationId: string; summary: string; description: string };
}

/**
 * The three routes of a signed-in user's library of saved content: save (201), one page of the
 * saved items (200) and delete one by id (204), each behind the bearer token.
 */
export function savedLibraryRoutes<
  const R extends string,
  Body extends ZodType,
  Saved extends ZodType,
  Query extends QuerySchema,
  Page extends ZodType,
>(options: SavedLibraryOptions<R, Body, Saved, Query, Page>) {
  const { resource, save, listSaved, remove } = options;
  const tags = [options.tag];
  return {
    save: createRoute({
      method: 'post',
      path: `/${resource}/save` as `/${R}/save`,
      tags,
      operationId: save.operationId,
      summary: save.summary,
      description: save.description,
      middleware: [requireAuth] as const,
      security: bearerSecurity,
      request: { body: jsonBody(save.body, undefined, save.example) },
      responses: {
        201: jsonContent(save.response, save.responseDescription),
        ...errorResponses(400, 401, 413, 415),
        409: errorResponse(
          409,
          'The library is full: the save would pass the account’s quota of saved items (SAVED_ITEMS_MAX) or bytes (SAVED_BYTES_MAX); nothing was saved',
          ['quota_exceeded'],
        ),
      },
    }),
    listSaved: createRoute({
      method: 'get',
      path: `/${resource}/saved` as `/${R}/saved`,
      tags,
      operationId: listSaved.operationId,
      summary: listSaved.summary,
      description: listSaved.description,
      middleware: [requireAuth] as const,
      security: bearerSecurity,
      request: { query: listSaved.query },
      responses: {
        200: jsonContent(listSaved.response, listSaved.responseDescription),
        ...errorResponses(400, 401),
      },
    }),
    remove: createRoute({
      method: 'delete',
      path: `/${resource}/{id}` as `/${R}/{id}`,
      tags,
      operationId: remove.operationId,
      summary: remove.summary,
      description: remove.description,
      middleware: [requireAuth] as const,
      security: bearerSecurity,
      request: { params: IdParamsSchema },
      responses: {
        204: { description: 'Deleted' },
        ...errorResponses(401, 404),
      },
    }),
  };
}
