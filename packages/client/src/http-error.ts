import type { components } from './schema.gen';

/** Every error answer of the API: `error` is a stable code to branch on, `message` is for people. */
export type ApiErrorBody = components['schemas']['Error'];

/**
 * A non-OK answer. Its message is `${status}: ${body or statusText}`; `code`, `issues` and
 * `serverMessage` read the `{ error, message, issues? }` body when there is one.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The body as the API's error object, or undefined when it is not one (a proxy's page). */
  get errorBody(): ApiErrorBody | undefined {
    try {
      const parsed = JSON.parse(this.body) as Partial<ApiErrorBody> | null;
      if (typeof parsed?.error !== 'string') return undefined;
      return {
        error: parsed.error,
        message: typeof parsed.message === 'string' ? parsed.message : parsed.error,
        issues: Array.isArray(parsed.issues)
          ? parsed.issues.filter(
              (issue): issue is { path: string; message: string } =>
                typeof issue?.path === 'string' && typeof issue?.message === 'string',
            )
          : undefined,
      };
    } catch {
      return undefined;
    }
  }

  /** The server's error code (`{ error }`), e.g. 'insufficient_credits' or 'forbidden'. */
  get code(): string | undefined {
    return this.errorBody?.error;
  }

  /** A 400's field problems (`{ issues: [{ path, message }] }`), or none. */
  get issues(): { path: string; message: string }[] {
    return this.errorBody?.issues ?? [];
  }

  /** The server's JSON error message (`{ message }`, else `{ error }`), when the body has one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown; error?: unknown } | null;
      if (typeof parsed?.message === 'string') return parsed.message;
      if (typeof parsed?.error === 'string') return parsed.error;
    } catch {
      // Not JSON: no server message.
    }
    return undefined;
  }
}

export function isHttpError(error: unknown, status?: number): error is HttpError {
  return error instanceof HttpError && (status === undefined || error.status === status);
}

/** Reads a response that failed into an HttpError, without consuming the original body. */
export async function toHttpError(response: Response): Promise<HttpError> {
  let body = '';
  try {
    body = await response.clone().text();
  } catch {
    // An unreadable body leaves only the status text.
  }
  return new HttpError(response.status, body, response.statusText);
}
