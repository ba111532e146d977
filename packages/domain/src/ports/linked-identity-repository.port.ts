/** One provider account (an OpenID Connect issuer and its subject) linked to one of ours. */
export interface LinkedIdentity {
  readonly id: string;
  readonly userId: string;
  readonly issuer: string;
  readonly subject: string;
  /** The address the provider gave when the link was made (shown in Settings). */
  readonly email: string;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
}

export type NewLinkedIdentity = Pick<LinkedIdentity, 'userId' | 'issuer' | 'subject' | 'email'>;

/**
 * linked_identities. (issuer, subject) is unique: `link` rejects with DomainError
 * 'identity_taken' when that provider account is linked to a live account already. An identity
 * of a closed account behaves as missing.
 */
export interface LinkedIdentityRepository {
  /** For sign-in only: the identity and its live account, by the provider's key. */
  findBySubject(issuer: string, subject: string): Promise<LinkedIdentity | null>;
  listForUser(userId: string): Promise<LinkedIdentity[]>;
  link(identity: NewLinkedIdentity, now: Date): Promise<LinkedIdentity>;
  /** Records a sign-in through the identity. */
  touch(userId: string, id: string, now: Date): Promise<void>;
  /** False when the user has no such identity. */
  unlink(userId: string, id: string): Promise<boolean>;
}
