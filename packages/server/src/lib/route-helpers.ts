import { z } from '@hono/zod-openapi';
import type { ZodType } from 'zod';
import { ErrorSchema } from './http-errors';

/** OpenAPI building blocks shared by every `*.routes.ts`. */

export const jsonContent = <T extends ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

export const jsonBody = <T extends ZodType>(schema: T, description?: string) => ({
  content: { 'application/json': { schema } },
  required: true,
  ...(description ? { description } : {}),
});

const ERROR_DESCRIPTIONS = {
  400: 'Invalid input: `message` is the first problem, `issues` lists them all',
  401: 'No, expired or revoked token: `{ error: "unauthorized", message: "Unauthorized" }`',
  402: 'Not enough credits',
  404: 'Not found, or not yours',
  409: 'Conflict',
  413: 'Request body larger than 1 MB',
  415: 'Request body is not JSON',
  429: 'Too many attempts; see the Retry-After header',
} as const;

type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

export function errorResponses<const S extends readonly ErrorStatus[]>(...statuses: S) {
  return Object.fromEntries(
    statuses.map((status) => [status, jsonContent(ErrorSchema, ERROR_DESCRIPTIONS[status])]),
  ) as { [K in S[number]]: ReturnType<typeof jsonContent<typeof ErrorSchema>> };
}

/** The security requirement of every route behind the bearer token. */
export const bearerSecurity = [{ bearerAuth: [] }];

type OpenApiMethod = (this: ZodType, refId: string) => ZodType;

/**
 * Names a schema as an OpenAPI component. zod 4 copies methods onto each instance when it is
 * built, so schemas the domain built before @hono/zod-openapi extended zod lack `.openapi`;
 * calling the method from the prototype works whatever the import order.
 */
export function named<T extends ZodType>(schema: T, refId: string): T {
  const openapi = (z.ZodType.prototype as unknown as { openapi: OpenApiMethod }).openapi;
  return openapi.call(schema, refId) as T;
}

/** The trial part of the balance, on /api/auth/me's user and on /api/profile. */
export const TrialSchema = z.object({
  trial_credits: z
    .number()
    .int()
    .openapi({ description: 'Trial credits left, already inside credits_balance; 0 when none' }),
  trial_expires_at: z.string().nullable().openapi({
    format: 'date-time',
    description: 'When the trial credits left lapse; null when none are left or no trial',
  }),
});
