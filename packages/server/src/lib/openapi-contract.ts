import { operationsOf } from './openapi-complete';
import { ERROR_CODES } from './route-helpers';

/**
 * What every operation of the published document must carry, so a consumer can generate a client
 * and handle each answer from the document alone. Returns one line per problem.
 */

interface MediaType {
  schema?: { $ref?: string };
  example?: unknown;
  examples?: Record<string, { value?: { error?: string } }>;
}

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, unknown>[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}

const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;

function operationProblems(operation: Operation): string[] {
  const problems: string[] = [];
  if (!operation.operationId || !CAMEL_CASE.test(operation.operationId)) {
    problems.push('operationId missing or not camelCase');
  }
  if (!operation.summary) problems.push('no summary');
  if (!operation.description) problems.push('no description');
  if (!operation.tags?.length) problems.push('no tags');

  const security = operation.security;
  const bearer = security?.length === 1 && Object.keys(security[0] ?? {}).join() === 'bearerAuth';
  if (!security || (security.length > 0 && !bearer)) {
    problems.push('security not declared (bearerAuth, or [] for a public route)');
  }

  const body = operation.requestBody?.content?.['application/json'];
  if (body && body.example === undefined && body.examples === undefined) {
    problems.push('request body without an example');
  }

  const responses = operation.responses ?? {};
  if (!responses['500']) problems.push('no 500 response');
  if (bearer && !responses['401']) problems.push('bearer route without a 401 response');
  for (const [status, response] of Object.entries(responses)) {
    const media = response.content?.['application/json'];
    if (status.startsWith('2') && media && media.example === undefined && !media.examples) {
      problems.push(`${status} without an example`);
    }
    if (Number(status) < 400 || !media) continue;
    const codes = Object.values(media.examples ?? {}).map((example) => example.value?.error);
    if (!codes.length) problems.push(`${status} lists no error codes (named examples)`);
    for (const code of codes) {
      if (!code || !(code in ERROR_CODES)) problems.push(`${status} has an unknown code ${code}`);
    }
  }
  return problems;
}

export function contractProblems(document: { paths?: Record<string, unknown> }): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { method, path, operation } of operationsOf<Operation>(document)) {
    const where = `${method.toUpperCase()} ${path}`;
    for (const problem of operationProblems(operation)) problems.push(`${where}: ${problem}`);
    if (operation.operationId && seen.has(operation.operationId)) {
      problems.push(`${where}: operationId ${operation.operationId} is used twice`);
    }
    if (operation.operationId) seen.add(operation.operationId);
  }
  return problems;
}
