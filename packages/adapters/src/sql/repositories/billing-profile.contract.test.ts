import { expect, it } from 'vitest';
import { aBillingProfile } from '../../testing/builders';
import { describeRepositoryContract } from './contract-support';

describeRepositoryContract('billing profiles', (ctx) => {
  const { newUser } = ctx;
  it('lists oldest first, keeps one default, deletes softly and only for the owner', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const first = await ctx.db.billingProfiles.create(aBillingProfile(a.id, { isDefault: true }));
    const second = await ctx.db.billingProfiles.create(
      aBillingProfile(a.id, { billingName: 'Second', isDefault: true, taxId: 'ES123' }),
    );
    const list = await ctx.db.billingProfiles.list(a.id);
    expect(list.map((p) => p.id)).toEqual([first.id, second.id]);
    expect(list.map((p) => p.isDefault)).toEqual([false, true]);
    expect(list[1]).toMatchObject({ taxId: 'ES123', companyName: null, postalCode: '28001' });
    expect(await ctx.db.billingProfiles.list(b.id)).toEqual([]);
    expect(await ctx.db.billingProfiles.findById(b.id, first.id)).toBeNull();
    expect(await ctx.db.billingProfiles.delete(b.id, first.id)).toBe(false);
    expect(await ctx.db.billingProfiles.delete(a.id, first.id)).toBe(true);
    expect((await ctx.db.billingProfiles.list(a.id)).map((p) => p.id)).toEqual([second.id]);
  });
});
