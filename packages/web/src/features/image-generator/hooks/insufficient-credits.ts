import { isHttpError } from '../../../lib/api/http-error';

/** SPEC §8: a message containing 'Insufficient credits' (the server answers 402 with it). */
export function isInsufficientCredits(error: unknown): boolean {
  if (isHttpError(error, 402)) return true;
  return error instanceof Error && /insufficient (credits|balance)/i.test(error.message);
}

export function isUnauthorized(error: unknown): boolean {
  if (isHttpError(error, 401)) return true;
  return error instanceof Error && error.message.includes('Unauthorized');
}

/** The server's own message, when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  return isHttpError(error) ? error.serverMessage : undefined;
}
