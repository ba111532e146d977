import { beforeEach, describe, expect, it } from 'vitest';
import { unwrap } from '../shared/errors';
import { billingProfileSchema, profileUpdateSchema } from '../validation/account.schema';
import { createAccountUseCases } from './account.use-cases';
import { createFakePorts, type FakePorts } from './testing/fakes';

const meta = { ip: '203.0.113.7', userAgent: 'vitest' };

describe('account use cases', () => {
  let ports: FakePorts;
  let account: ReturnType<typeof createAccountUseCases>;
  let userId: string;
  let otherId: string;

  beforeEach(async () => {
    ports = createFakePorts();
    account = createAccountUseCases(ports, { publicUrl: 'http://localhost:3000', listCap: 3 });
    const make = (email: string) =>
      ports.users.create({ email, passwordHash: 'x', fullName: 'Ada Lovelace', language: 'en' });
    userId = (await make('ada@example.com')).id;
    otherId = (await make('bob@example.com')).id;
  });

  it('answers the current user with username = full name', async () => {
    expect(unwrap(await account.currentUser(userId))).toEqual({
      user: {
        id: userId,
        username: 'Ada Lovelace',
        email: 'ada@example.com',
        credits_balance: 0,
        trial_credits: 0,
        trial_expires_at: null,
        email_verified: false,
        trial_pending_credits: 0,
      },
    });
    expect((await account.currentUser('missing')).ok).toBe(false);
  });

  it('updates the profile and logs the fields that changed', async () => {
    const input = profileUpdateSchema.parse({ full_name: 'Ada King', phone: '+44 20 7946 0958' });
    const view = unwrap(await account.updateProfile(userId, input, meta));
    expect(view).toMatchObject({
      full_name: 'Ada King',
      phone: '+44 20 7946 0958',
      language: 'en',
    });
    expect(ports.activityLog.rows.at(-1)).toMatchObject({
      action: 'profile_update',
      metadata: { fields: ['full_name', 'phone'] },
    });
    const cleared = unwrap(
      await account.updateProfile(userId, profileUpdateSchema.parse({ phone: '' }), meta),
    );
    expect(cleared.phone).toBeNull();
    expect(cleared.full_name).toBe('Ada King');
  });

  it('lists transactions newest first with 2-decimal amounts, capped', async () => {
    for (const [i, cents] of [950, 1000, 25, 1].entries()) {
      await ports.transactions.create({
        orderId: `order_${i}`,
        userId,
        userEmail: 'ada@example.com',
        credits: 10 * (i + 1),
        amountCents: cents,
        currency: 'EUR',
      });
      ports.clock.advance(1000);
    }
    await ports.transactions.create({
      orderId: 'order_other',
      userId: otherId,
      userEmail: 'bob@example.com',
      credits: 1,
      amountCents: 10,
      currency: 'EUR',
    });
    const { transactions } = await account.transactions(userId);
    expect(transactions.map((t) => [t.order_id, t.amount])).toEqual([
      ['order_3', '0.01'],
      ['order_2', '0.25'],
      ['order_1', '10.00'],
    ]);
  });

  it('lists generations newest first', async () => {
    await ports.generations.create({
      userId,
      generationType: 'image',
      prompt: 'a',
      costCredits: 2,
    });
    ports.clock.advance(1000);
    await ports.generations.create({ userId, generationType: 'text', prompt: 'b', costCredits: 1 });
    const { generations } = await account.generations(userId);
    expect(generations.map((g) => g.prompt)).toEqual(['b', 'a']);
    expect(generations[0]).toMatchObject({
      generation_type: 'text',
      status: 'pending',
      cost_credits: 1,
    });
  });

  it('creates, lists and deletes billing profiles; another user sees none of them', async () => {
    const input = billingProfileSchema.parse({
      billing_name: 'Ada Lovelace',
      address: '12 St James Square',
      city: 'London',
      postal_code: 'SW1Y 4JH',
      country: 'United Kingdom',
    });
    const created = await account.createBillingProfile(userId, input);
    expect(created).toMatchObject({ billing_name: 'Ada Lovelace', is_default: 0, tax_id: null });
    expect(await account.billingProfiles(userId)).toHaveLength(1);
    expect(await account.billingProfiles(otherId)).toHaveLength(0);
    const foreign = await account.deleteBillingProfile(otherId, created.id);
    expect(!foreign.ok && foreign.error.code).toBe('not_found');
    expect((await account.deleteBillingProfile(userId, created.id)).ok).toBe(true);
    expect(await account.billingProfiles(userId)).toHaveLength(0);
    const again = await account.deleteBillingProfile(userId, created.id);
    expect(!again.ok && again.error.code).toBe('not_found');
  });
});
