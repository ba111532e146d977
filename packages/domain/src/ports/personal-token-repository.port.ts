/**
 * What a personal access token may do: read only; read and generate; everything but account,
 * password and token changes (those always need a signed-in session).
 */
export const TOKEN_SCOPES = ['read', 'generate', 'full'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export interface PersonalToken {
  readonly id: string;
  readonly userId: string;
  readonly name: string;
  readonly scope: TokenScope;
  readonly createdAt: Date;
  readonly expiresAt: Date | null;
  readonly lastUsedAt: Date | null;
}

export interface NewPersonalToken {
  readonly userId: string;
  readonly name: string;
  readonly scope: TokenScope;
  /** Lowercase hex SHA-256 of the token: the token itself is never stored. */
  readonly tokenHash: string;
  readonly expiresAt: Date | null;
}

/** Personal access tokens; every read and change is the owner's (another id is a missing one). */
export interface PersonalTokenRepository {
  create(token: NewPersonalToken): Promise<PersonalToken>;
  /** The user's tokens that are neither revoked nor expired, newest first. */
  listActive(userId: string, now: Date): Promise<PersonalToken[]>;
  /** False when the user has no such live token. */
  revoke(userId: string, id: string): Promise<boolean>;
  /** Revokes every live token of the user (a password reset or change); answers how many. */
  revokeAll(userId: string): Promise<number>;
  /** The live token with this hash (not revoked, not expired, its user not deleted). */
  findActive(tokenHash: string, now: Date): Promise<PersonalToken | null>;
  touch(id: string, at: Date): Promise<void>;
}
