/** Bearer tokens: an opaque random token and the SHA-256 (lowercase hex) the database keeps. */
export interface SessionTokens {
  issue(): { token: string; tokenHash: string };
  hash(token: string): string;
}
