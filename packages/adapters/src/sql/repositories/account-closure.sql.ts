import type { AccountClosure, ClosedAccount } from '@lumen/domain';
import { sha256Hex } from '../../crypto/token-hash';
import { bindDate, change, select, type SqlScope, userChanged, write } from '../sql-support';

/**
 * Every table whose rows belong to one user and go with the account. What stays is listed in
 * KEPT_WITH_THE_TOMBSTONE; the deletion test checks that these two lists cover every table with
 * a `user_id`, so a new table has to say which side it is on.
 */
export const ERASED_WITH_THE_ACCOUNT = [
  'saved_image_terms',
  'saved_text_words',
  'saved_text_vocabulary',
  'saved_image_counts',
  'saved_text_counts',
  'saved_usage',
  'account_tallies',
  'saved_images',
  'saved_texts',
  'generations',
  'billing_profiles',
  'shares',
  'uploads',
  'personal_access_tokens',
  'passkey_credentials',
  'known_devices',
  'linked_identities',
  'password_reset_tokens',
  'email_verification_tokens',
  'account_mail_settings',
  'user_roles',
  'user_activity_log',
  'sessions',
] as const;

/** Rows kept, anonymised, for accounting: they point at the tombstone `users` row. */
export const KEPT_WITH_THE_TOMBSTONE = ['transactions', 'credit_ledger'] as const;

/** An address no mail can reach and no sign-up form accepts as someone's (RFC 2606). */
const tombstoneEmailOf = (userId: string) => `${userId}@deleted.invalid`;

export class SqlAccountClosure implements AccountClosure {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  async trialClaimed(claimAddress: string): Promise<boolean> {
    const rows = await select<{ n: number }>(
      this.#scope,
      'SELECT 1 AS n FROM `trial_claims` WHERE `email_hash` = $hash',
      { hash: sha256Hex(claimAddress) },
    );
    return rows.length > 0;
  }

  close(input: { userId: string; claimAddress: string; now: Date }): Promise<ClosedAccount | null> {
    const { userId } = input;
    const now = bindDate(this.#scope.connection.dialect, input.now);
    return write(this.#scope, async (tx) => {
      // The users row first: its lock orders this against a concurrent ledger write, and a
      // second close (a double click) finds no live account and changes nothing.
      const tombstoneEmail = tombstoneEmailOf(userId);
      const closed = await change(
        this.#scope,
        `UPDATE \`users\` SET \`email\` = $email, \`password_hash\` = '', \`full_name\` = '',
           \`phone\` = NULL, \`trial_expires_at\` = NULL, \`deleted_at\` = $now, \`updated_at\` = $now
         WHERE \`id\` = $userId AND \`deleted_at\` IS NULL`,
        { email: tombstoneEmail, now, userId },
        tx,
      );
      if (closed === 0) return null;
      for (const table of ERASED_WITH_THE_ACCOUNT) {
        await change(
          this.#scope,
          `DELETE FROM \`${table}\` WHERE \`user_id\` = $userId`,
          { userId },
          tx,
        );
      }
      // A checkout started before cannot be paid into the closed account: its pending orders
      // expire now (the provider's sessions are expired after the commit); a payment that still
      // arrives is recorded to refund.
      const pending = await select<{ session_id: string | null }>(
        this.#scope,
        "SELECT `session_id` FROM `transactions` WHERE `user_id` = $userId AND `status` = 'pending' AND `credited` = 0",
        { userId },
        tx,
      );
      await change(
        this.#scope,
        "UPDATE `transactions` SET `status` = 'expired', `updated_at` = $now WHERE `user_id` = $userId AND `status` = 'pending' AND `credited` = 0",
        { userId, now },
        tx,
      );
      // Payments stay for the books (order, amount, status, the provider's session id to
      // reconcile a refund or a dispute); the address they were paid from does not.
      await change(
        this.#scope,
        'UPDATE `transactions` SET `user_email` = $email, `payment_url` = NULL WHERE `user_id` = $userId',
        { email: tombstoneEmail, userId },
        tx,
      );
      const hash = sha256Hex(input.claimAddress);
      const [claimed] = await select<{ n: number }>(
        this.#scope,
        'SELECT 1 AS n FROM `trial_claims` WHERE `email_hash` = $hash',
        { hash },
        tx,
      );
      if (!claimed) {
        await change(
          this.#scope,
          'INSERT INTO `trial_claims` (`email_hash`, `created_at`) VALUES ($hash, $now)',
          { hash, now },
          tx,
        );
      }
      userChanged(this.#scope, tx, userId);
      return {
        tombstoneEmail,
        expiredSessionIds: pending.flatMap((row) => (row.session_id ? [row.session_id] : [])),
      };
    });
  }

  async closedAmong(userIds: readonly string[]): Promise<string[]> {
    if (userIds.length === 0) return [];
    const bind = Object.fromEntries(userIds.map((id, index) => [`id${index}`, id]));
    const rows = await select<{ id: string }>(
      this.#scope,
      `SELECT \`id\` FROM \`users\` WHERE \`deleted_at\` IS NOT NULL AND \`id\` IN (${Object.keys(
        bind,
      )
        .map((name) => `$${name}`)
        .join(', ')})`,
      bind,
    );
    return rows.map((row) => row.id);
  }
}
