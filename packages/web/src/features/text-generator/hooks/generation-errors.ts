import { isHttpError } from '../../../lib/api/http-error';

/** SPEC §8: a message containing 'Insufficient credits|balance' (the server answers 402). */
export function isInsufficientBalance(error: unknown): boolean {
  if (isHttpError(error, 402)) return true;
  return error instanceof Error && /insufficient (credits|balance)/i.test(error.message);
}

/** N of the server's 'need N more credits', when it said so. */
export function creditsShort(error: unknown): number | undefined {
  const text = isHttpError(error) ? (error.serverMessage ?? error.message) : String(error);
  const match = /need (\d+) more credits?/i.exec(text);
  return match ? Number(match[1]) : undefined;
}

export function isUnauthorized(error: unknown): boolean {
  if (isHttpError(error, 401)) return true;
  return error instanceof Error && error.message.includes('Unauthorized');
}

export function serverMessage(error: unknown): string | undefined {
  return isHttpError(error) ? error.serverMessage : undefined;
}
