import type { MailLanguage } from '../mail/mail-language';

export interface NewPasswordResetToken {
  readonly userId: string;
  /** Lowercase hex SHA-256 of the token: the token itself is only in the mail. */
  readonly tokenHash: string;
  readonly expiresAt: Date;
}

/** Single-use password reset tokens, kept hashed. */
export interface PasswordResetTokenRepository {
  create(token: NewPasswordResetToken): Promise<void>;
  /** The user of a token that is unused and not expired at `now` (its user not deleted). */
  findUsable(tokenHash: string, now: Date): Promise<{ userId: string } | null>;
  /**
   * Marks the token used, atomically: of concurrent calls at most one gets true. Every other
   * unused token of the same user dies with it.
   */
  consume(tokenHash: string, now: Date): Promise<boolean>;
}

/** What the mail side remembers per account: its language and the last low-balance notice. */
export interface AccountMailSettings {
  language(userId: string): Promise<MailLanguage | null>;
  rememberLanguage(userId: string, language: MailLanguage): Promise<void>;
  /**
   * Claims the low-balance notice for `now`, atomically across instances: true when none was
   * sent in the `withinMs` before `now` (and records this one), false otherwise.
   */
  claimLowBalanceNotice(userId: string, now: Date, withinMs: number): Promise<boolean>;
}
