export interface IdGenerator {
  /** A new UUID (v4 or v7) for rows. */
  uuid(): string;
  /** A new unguessable URL-safe token (bearer tokens); at least 32 random bytes. */
  token(): string;
}
