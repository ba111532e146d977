/** A registered passkey (a WebAuthn credential) as the repository keeps it. */
export interface PasskeyCredential {
  readonly id: string;
  readonly userId: string;
  /** The authenticator's credential id, base64url. */
  readonly credentialId: string;
  /** The COSE public key, base64url. */
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: readonly string[];
  readonly name: string;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
}

export type NewPasskeyCredential = Pick<
  PasskeyCredential,
  'userId' | 'credentialId' | 'publicKey' | 'counter' | 'transports' | 'name'
>;

/** Passkeys per account. Every method that names a row takes its owner's id but the sign-in lookup. */
export interface PasskeyCredentials {
  create(credential: NewPasskeyCredential): Promise<PasskeyCredential>;
  listByUser(userId: string): Promise<PasskeyCredential[]>;
  /** The passkey by its authenticator's credential id, its user not deleted (sign-in). */
  findByCredentialId(credentialId: string): Promise<PasskeyCredential | null>;
  /** Records a verified use: the authenticator's new counter and the time. */
  markUsed(id: string, counter: number, at: Date): Promise<void>;
  /** False when the user has no such passkey. */
  rename(userId: string, id: string, name: string): Promise<boolean>;
  /** False when the user has no such passkey. */
  remove(userId: string, id: string): Promise<boolean>;
}

/**
 * Challenges handed out for a ceremony: each lives `ttlMs` and is taken once (shared by every
 * instance when it lives in Redis).
 */
export interface PasskeyChallenges {
  put(key: string, challenge: string, ttlMs: number): Promise<void>;
  /** The challenge under `key`, removed as it is read; null when expired or already taken. */
  take(key: string): Promise<string | null>;
}

/** The options a browser's `navigator.credentials` call takes, as JSON (opaque to the domain). */
export type CeremonyOptions = { readonly challenge: string } & Record<string, unknown>;

export interface VerifiedRegistration {
  readonly credentialId: string;
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: readonly string[];
}

/** The WebAuthn ceremonies for one relying party (its id and origin from PUBLIC_URL). */
export interface WebAuthn {
  registrationOptions(input: {
    userId: string;
    userName: string;
    displayName: string;
    exclude: readonly { credentialId: string; transports: readonly string[] }[];
  }): Promise<CeremonyOptions>;
  /** Null when the response does not verify against the challenge, origin and relying party. */
  verifyRegistration(
    response: unknown,
    expectedChallenge: string,
  ): Promise<VerifiedRegistration | null>;
  /** Options for an assertion: any discoverable passkey, or only the ones in `allow`. */
  authenticationOptions(
    allow?: readonly { credentialId: string; transports: readonly string[] }[],
  ): Promise<CeremonyOptions>;
  /** The authenticator's new counter, or null when the assertion does not verify. */
  verifyAuthentication(
    response: unknown,
    expectedChallenge: string,
    credential: Pick<PasskeyCredential, 'credentialId' | 'publicKey' | 'counter' | 'transports'>,
  ): Promise<{ newCounter: number } | null>;
}
