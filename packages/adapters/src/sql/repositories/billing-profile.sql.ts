import type { BillingProfile, BillingProfileRepository, NewBillingProfile } from '@lumen/domain';
import type { BillingProfileRow } from '../models';
import { newId, type SqlScope, toBool, toDate, toDateOrNull, write } from '../sql-support';

export function toBillingProfile(row: BillingProfileRow): BillingProfile {
  return {
    id: row.id,
    userId: row.user_id,
    billingName: row.billing_name,
    companyName: row.company_name ?? null,
    address: row.address,
    city: row.city,
    postalCode: row.postal_code,
    country: row.country,
    taxId: row.tax_id ?? null,
    isDefault: toBool(row.is_default),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    deletedAt: toDateOrNull(row.deleted_at),
  };
}

export class SqlBillingProfileRepository implements BillingProfileRepository {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  async list(userId: string): Promise<BillingProfile[]> {
    const rows = await this.#scope.models.BillingProfile.findAll({
      where: { user_id: userId },
      order: [
        ['created_at', 'ASC'],
        ['id', 'ASC'],
      ],
      transaction: this.#scope.tx ?? null,
    });
    return rows.map((row) => toBillingProfile(row.get({ plain: true })));
  }

  async findById(userId: string, profileId: string): Promise<BillingProfile | null> {
    const row = await this.#scope.models.BillingProfile.findOne({
      where: { id: profileId, user_id: userId },
      transaction: this.#scope.tx ?? null,
    });
    return row ? toBillingProfile(row.get({ plain: true })) : null;
  }

  /** A new default profile clears the flag on the user's other profiles (one default). */
  async create(profile: NewBillingProfile): Promise<BillingProfile> {
    const { BillingProfile } = this.#scope.models;
    const row = await write(this.#scope, async (transaction) => {
      if (profile.isDefault) {
        await BillingProfile.update(
          { is_default: false },
          { where: { user_id: profile.userId, is_default: true }, transaction },
        );
      }
      return BillingProfile.create(
        {
          id: newId(),
          user_id: profile.userId,
          billing_name: profile.billingName,
          company_name: profile.companyName ?? null,
          address: profile.address,
          city: profile.city,
          postal_code: profile.postalCode,
          country: profile.country,
          tax_id: profile.taxId ?? null,
          is_default: profile.isDefault,
        },
        { transaction },
      );
    });
    return toBillingProfile(row.get({ plain: true }));
  }

  async delete(userId: string, profileId: string): Promise<boolean> {
    const count = await write(this.#scope, (transaction) =>
      this.#scope.models.BillingProfile.destroy({
        where: { id: profileId, user_id: userId },
        transaction,
      }),
    );
    return count > 0;
  }
}
