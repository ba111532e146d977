import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeRepositoryContract } from './contract-support';

describeRepositoryContract('users', (ctx) => {
  const { newUser, expectDomainError } = ctx;
  it('creates a user with the defaults and finds it by id and by email, any case', async () => {
    const email = `Mixed.${randomUUID()}@Example.TEST`;
    const user = await newUser({ email, fullName: 'Ann Lee' });
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      fullName: 'Ann Lee',
      phone: null,
      language: 'en',
      creditsBalance: 0,
      deletedAt: null,
    });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.createdAt).toBeInstanceOf(Date);
    expect(await ctx.db.users.findById(user.id)).toEqual(user);
    expect(await ctx.db.users.findByEmail(email.toUpperCase())).toEqual(user);
    expect(await ctx.db.users.findById(randomUUID())).toBeNull();
    expect(await ctx.db.users.findByEmail('nobody@example.test')).toBeNull();
  });

  it('rejects a second account with the same email (any case) as email_taken', async () => {
    const email = `dup-${randomUUID()}@example.test`;
    await newUser({ email });
    await expectDomainError(newUser({ email: email.toUpperCase() }), 'email_taken');
  });

  it('updates only the profile fields given', async () => {
    const user = await newUser({ phone: '+34 600 000 000' });
    const updated = await ctx.db.users.updateProfile(user.id, { fullName: 'New Name' });
    expect(updated).toMatchObject({
      fullName: 'New Name',
      phone: '+34 600 000 000',
      language: 'en',
    });
    const cleared = await ctx.db.users.updateProfile(user.id, { phone: null, language: 'uk' });
    expect(cleared).toMatchObject({ fullName: 'New Name', phone: null, language: 'uk' });
    expect(await ctx.db.users.updateProfile(randomUUID(), { fullName: 'x' })).toBeNull();
  });

  it('replaces the password hash', async () => {
    const user = await newUser();
    await ctx.db.users.updatePasswordHash(user.id, 'new-hash');
    expect((await ctx.db.users.findById(user.id))?.passwordHash).toBe('new-hash');
  });
});
