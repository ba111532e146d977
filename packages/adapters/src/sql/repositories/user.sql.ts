import {
  DomainError,
  type NewUser,
  type ProfileLanguage,
  type ProfilePatch,
  type User,
  type UserRepository,
} from '@lumen/domain';
import type { UserRow } from '../models';
import {
  isUniqueViolation,
  newId,
  select,
  type SqlScope,
  toDate,
  toDateOrNull,
  toInt,
  userChanged,
  write,
} from '../sql-support';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    fullName: row.full_name,
    phone: row.phone ?? null,
    language: row.language as ProfileLanguage,
    creditsBalance: toInt(row.credits_balance),
    trialCredits: toInt(row.trial_credits ?? 0),
    trialExpiresAt: toDateOrNull(row.trial_expires_at ?? null),
    emailVerifiedAt: toDateOrNull(row.email_verified_at ?? null),
    trialOwedCredits: toInt(row.trial_owed_credits ?? 0),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    deletedAt: toDateOrNull(row.deleted_at),
  };
}

/** Emails are stored trimmed and lower-cased, so uniqueness holds on SQLite as on MySQL. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export class SqlUserRepository implements UserRepository {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  async create(user: NewUser): Promise<User> {
    const { User } = this.#scope.models;
    try {
      const created = await write(this.#scope, (transaction) =>
        User.create(
          {
            id: newId(),
            email: normalizeEmail(user.email),
            password_hash: user.passwordHash,
            full_name: user.fullName,
            phone: user.phone ?? null,
            language: user.language,
            credits_balance: 0,
          },
          { transaction },
        ),
      );
      return toUser(created.get({ plain: true }));
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new DomainError('email_taken', 'An account with this email already exists');
      }
      throw error;
    }
  }

  /** A raw SELECT: every authenticated page reads the user, and a model instance costs ~3×. */
  async findById(userId: string): Promise<User | null> {
    const [row] = await select<UserRow>(
      this.#scope,
      'SELECT * FROM `users` WHERE `id` = $userId AND `deleted_at` IS NULL',
      { userId },
    );
    return row ? toUser(row) : null;
  }

  async findByEmail(email: string): Promise<User | null> {
    const row = await this.#scope.models.User.findOne({
      where: { email: normalizeEmail(email), deleted_at: null },
      transaction: this.#scope.tx ?? null,
    });
    return row ? toUser(row.get({ plain: true })) : null;
  }

  async updateProfile(userId: string, patch: ProfilePatch): Promise<User | null> {
    const values: Partial<UserRow> = {};
    if (patch.fullName !== undefined) values.full_name = patch.fullName;
    if (patch.phone !== undefined) values.phone = patch.phone;
    if (patch.language !== undefined) values.language = patch.language;
    return write(this.#scope, async (transaction) => {
      if (Object.keys(values).length > 0) {
        await this.#scope.models.User.update(values, { where: { id: userId }, transaction });
        userChanged(this.#scope, transaction, userId);
      }
      const row = await this.#scope.models.User.findOne({ where: { id: userId }, transaction });
      return row ? toUser(row.get({ plain: true })) : null;
    });
  }

  async updatePasswordHash(userId: string, passwordHash: string): Promise<void> {
    await write(this.#scope, (transaction) =>
      this.#scope.models.User.update(
        { password_hash: passwordHash },
        { where: { id: userId }, transaction },
      ),
    );
  }
}
