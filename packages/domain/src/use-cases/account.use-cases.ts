import { domainErr, ok, type Result } from '../shared/errors';
import type { ProfilePatch } from '../ports/user-repository.port';
import type { BillingProfileInput, ProfileUpdate } from '../validation/account.schema';
import {
  type BillingProfileView,
  type CurrentUserView,
  type GenerationView,
  type ProfileView,
  type TransactionView,
  toBillingProfileView,
  toCurrentUserView,
  toGenerationView,
  toProfileView,
  toTransactionView,
} from '../shared/views';
import { ACTIVITY_ACTIONS, recordActivity } from './activity.use-cases';
import type { RequestMeta, UseCasePorts, UseCaseSettings } from './deps';

/** The unpaginated lists answer at most this many rows (newest first). */
export const DEFAULT_LIST_CAP = 500;

const notFound = (message = 'Not found') => domainErr('not_found', message);
// A session whose user has gone (soft-deleted) is as good as no session.
const gone = () => domainErr('unauthorized', 'Unauthorized');

export function createAccountUseCases(ports: UseCasePorts, settings: UseCaseSettings) {
  const listCap = settings.listCap ?? DEFAULT_LIST_CAP;

  return {
    /** GET /api/auth/me. */
    async currentUser(userId: string): Promise<Result<{ user: CurrentUserView }>> {
      const user = await ports.users.findById(userId);
      return user ? ok({ user: toCurrentUserView(user) }) : gone();
    },

    /** GET /api/profile. */
    async profile(userId: string): Promise<Result<ProfileView>> {
      const user = await ports.users.findById(userId);
      return user ? ok(toProfileView(user)) : gone();
    },

    /** PATCH /api/profile: the change and its activity row together. */
    async updateProfile(
      userId: string,
      input: ProfileUpdate,
      meta: RequestMeta,
    ): Promise<Result<ProfileView>> {
      const patch: { -readonly [K in keyof ProfilePatch]: ProfilePatch[K] } = {};
      if (input.full_name !== undefined) patch.fullName = input.full_name;
      if (input.phone !== undefined) patch.phone = input.phone;
      if (input.language !== undefined) patch.language = input.language;
      const user = await ports.unitOfWork.run(async (repos) => {
        const updated = await repos.users.updateProfile(userId, patch);
        if (updated) {
          await recordActivity(repos.activityLog, userId, ACTIVITY_ACTIONS.profileUpdate, meta, {
            fields: Object.keys(input).filter(
              (key) => input[key as keyof ProfileUpdate] !== undefined,
            ),
          });
        }
        return updated;
      });
      return user ? ok(toProfileView(user)) : gone();
    },

    /** GET /api/transactions: newest first. */
    async transactions(userId: string): Promise<{ transactions: TransactionView[] }> {
      const page = await ports.transactions.list({
        userId,
        page: 1,
        limit: listCap,
        sort: { by: 'created_at', order: 'desc' },
      });
      return { transactions: page.items.map(toTransactionView) };
    },

    /** GET /api/generations: newest first. */
    async generations(userId: string): Promise<{ generations: GenerationView[] }> {
      const page = await ports.generations.list({
        userId,
        page: 1,
        limit: listCap,
        sort: { by: 'created_at', order: 'desc' },
      });
      return { generations: page.items.map(toGenerationView) };
    },

    /** GET /api/billing-profiles: oldest first (the screens show the first). */
    async billingProfiles(userId: string): Promise<BillingProfileView[]> {
      const profiles = await ports.billingProfiles.list(userId);
      return profiles.map(toBillingProfileView);
    },

    /** POST /api/billing-profiles. */
    async createBillingProfile(
      userId: string,
      input: BillingProfileInput,
    ): Promise<BillingProfileView> {
      const created = await ports.billingProfiles.create({
        userId,
        billingName: input.billing_name,
        companyName: input.company_name,
        address: input.address,
        city: input.city,
        postalCode: input.postal_code,
        country: input.country,
        taxId: input.tax_id,
        isDefault: input.is_default === 1,
      });
      return toBillingProfileView(created);
    },

    /** DELETE /api/billing-profiles/{id}: another user's id is "not found". */
    async deleteBillingProfile(userId: string, profileId: string): Promise<Result<void>> {
      const deleted = await ports.billingProfiles.delete(userId, profileId);
      return deleted ? ok(undefined) : notFound('Billing profile not found');
    },
  };
}

export type AccountUseCases = ReturnType<typeof createAccountUseCases>;
