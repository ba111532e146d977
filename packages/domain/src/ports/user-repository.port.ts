import type { NewUser, User } from '../shared/entities';
import type { ProfileLanguage } from '../shared/languages';

export interface ProfilePatch {
  readonly fullName?: string;
  readonly phone?: string | null;
  readonly language?: ProfileLanguage;
}

/**
 * users. The balance column is changed only through the CreditLedger port. Soft-deleted users
 * are never returned.
 */
export interface UserRepository {
  /** Rejects with DomainError 'email_taken' when the (lower-cased) email exists. */
  create(user: NewUser): Promise<User>;
  findById(userId: string): Promise<User | null>;
  /** For sign-in only: the one lookup not keyed by user id. */
  findByEmail(email: string): Promise<User | null>;
  updateProfile(userId: string, patch: ProfilePatch): Promise<User | null>;
  updatePasswordHash(userId: string, passwordHash: string): Promise<void>;
}
