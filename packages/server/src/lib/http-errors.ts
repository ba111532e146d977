import { z } from '@hono/zod-openapi';
import type { ZodError } from 'zod';

/** The one error body of the API (DESIGN.md "Errors"). */
export const ErrorIssueSchema = z
  .object({ path: z.string(), message: z.string() })
  .openapi('ErrorIssue');

export const ErrorSchema = z
  .object({
    error: z.string().openapi({ example: 'validation_error' }),
    message: z.string().openapi({ example: 'Password is required' }),
    issues: z.array(ErrorIssueSchema).optional(),
  })
  .openapi('Error');

export type ErrorBody = z.infer<typeof ErrorSchema>;

export type ApiErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

/** An error the edge knows how to answer; anything else becomes a 500 without details. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: ApiErrorStatus,
    readonly code: string,
    message: string,
    readonly extra: {
      issues?: ErrorBody['issues'];
      retryAfterSeconds?: number;
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
  }
}

export const unauthorized = () => new ApiError(401, 'unauthorized', 'Unauthorized');
export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);

export function issuePath(path: readonly PropertyKey[]): string {
  return path.map((segment) => String(segment)).join('.');
}

/** 400 body for a failed zod parse: the first issue's message (the spec's text) leads. */
export function validationBody(error: ZodError): ErrorBody {
  const issues = error.issues.map((issue) => ({
    path: issuePath(issue.path),
    message: issue.message,
  }));
  return {
    error: 'validation_error',
    message: issues[0]?.message ?? 'Invalid input',
    issues,
  };
}
