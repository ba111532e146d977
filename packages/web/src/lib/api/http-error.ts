/** SPEC §7: a non-OK response raises an Error whose message is `${status}: ${body or statusText}`. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The server's error code (`{ error }`), when the body is one of its JSON errors. */
  get code(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { error?: unknown };
      return typeof parsed.error === 'string' ? parsed.error : undefined;
    } catch {
      return undefined;
    }
  }

  /** A 400's field problems (`{ issues: [{ path, message }] }`), or none. */
  get issues(): { path: string; message: string }[] {
    try {
      const parsed = JSON.parse(this.body) as { issues?: unknown };
      if (!Array.isArray(parsed.issues)) return [];
      return parsed.issues.filter(
        (issue): issue is { path: string; message: string } =>
          typeof issue?.path === 'string' && typeof issue?.message === 'string',
      );
    } catch {
      return [];
    }
  }

  /** The server's JSON error message (`{ message }` or `{ error }`), when the body has one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown; error?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
      if (typeof parsed.error === 'string') return parsed.error;
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
