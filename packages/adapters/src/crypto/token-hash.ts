import { hash, randomBytes } from 'node:crypto';

/** Lowercase hex SHA-256: what the sessions table stores instead of a bearer token. */
export function sha256Hex(value: string): string {
  // One-shot: every authenticated request hashes its token, and createHash builds a Hash
  // object (a stream) for each.
  return hash('sha256', value, 'hex');
}

/** An opaque bearer token (256 random bits, base64url) and the hash to store for it. */
export function createSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256Hex(token) };
}
