import type { BillingProfile, NewBillingProfile } from '../shared/entities';

export interface BillingProfileRepository {
  /** Oldest first (the screens show the first). */
  list(userId: string): Promise<BillingProfile[]>;
  findById(userId: string, profileId: string): Promise<BillingProfile | null>;
  create(profile: NewBillingProfile): Promise<BillingProfile>;
  /** Soft delete; false when there is no such profile of this user. */
  delete(userId: string, profileId: string): Promise<boolean>;
}
