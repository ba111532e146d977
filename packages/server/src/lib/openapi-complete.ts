import { sample } from 'openapi-sampler';
import { errorResponse } from './route-helpers';

/**
 * What every operation of the document gets without its route having to say it, so a new route
 * cannot forget: the 500 every handler can answer, the 401 of a route behind the bearer token,
 * the RateLimit-* headers of a throttled route (one that may answer 429), and an example for each JSON body and answer that has none of its own (sampled from the
 * schema, whose field examples it uses).
 */

type Json = Record<string, unknown>;

interface MediaType {
  schema?: Json;
  example?: unknown;
  examples?: Json;
}

interface Operation {
  security?: unknown[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<
    string,
    { description: string; content?: Record<string, MediaType>; headers?: Json }
  >;
}

interface Document {
  paths?: Record<string, Record<string, Operation>>;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every operation of the document with its method and path. */
export function operationsOf<O = Operation>(document: { paths?: Record<string, unknown> }) {
  const found: { method: string; path: string; operation: O }[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, O>)) {
      if (HTTP_METHODS.includes(method)) found.push({ method, path, operation });
    }
  }
  return found;
}

const integerHeader = (description: string) => ({ description, schema: { type: 'integer' } });

/** What a throttled route (one that may answer 429) sends with every counted answer. */
const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': integerHeader(
    'Requests allowed in the tightest window this request counted in',
  ),
  'RateLimit-Remaining': integerHeader('Requests left in that window (0 when refused)'),
  'RateLimit-Reset': integerHeader(
    'Seconds until that window frees a request (equals Retry-After on the 429)',
  ),
};

/** A shared error response as it appears in the built document (the schema by reference). */
function documentedError(status: 401 | 403 | 500) {
  const response = errorResponse(status);
  const media = response.content['application/json'];
  return {
    ...response,
    content: { 'application/json': { ...media, schema: { $ref: '#/components/schemas/Error' } } },
  };
}

function withExample(media: MediaType, document: Document) {
  if (media.example !== undefined || media.examples !== undefined || !media.schema) return;
  media.example = sample(media.schema as never, { skipReadOnly: true, quiet: true }, document);
}

/**
 * zod-to-openapi writes a regex that has flags as `source/flags` (it strips only the slashes of a
 * flagless regex), so the domain's `/\p{Ll}/u` reads `\p{Ll}/u`. JSON Schema patterns are
 * ECMA-262 with Unicode semantics already: the flags are dropped.
 */
function repairPatterns(node: unknown) {
  if (Array.isArray(node)) {
    for (const item of node) repairPatterns(item);
  } else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>;
    if (typeof schema.pattern === 'string') schema.pattern = schema.pattern.replace(/\/[uv]$/, '');
    for (const value of Object.values(schema)) repairPatterns(value);
  }
}

export function completeDocument<D extends object>(built: D): D {
  const document = built as Document;
  repairPatterns(document);
  for (const { operation } of operationsOf<Operation>(document)) {
    const responses = operation.responses ?? {};
    if (operation.security?.length && !responses['401']) responses['401'] = documentedError(401);
    // A personal access token whose scope does not cover the request.
    if (operation.security?.length && !responses['403']) responses['403'] = documentedError(403);
    if (!responses['500']) responses['500'] = documentedError(500);
    operation.responses = responses;

    if (responses['429']) {
      for (const response of Object.values(responses)) {
        response.headers = { ...RATE_LIMIT_HEADERS, ...response.headers };
      }
    }

    const json = operation.requestBody?.content?.['application/json'];
    if (json) withExample(json, document);
    for (const [status, response] of Object.entries(responses)) {
      const media = response.content?.['application/json'];
      if (media && status.startsWith('2')) withExample(media, document);
    }
  }
  return built;
}
