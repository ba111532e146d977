import { expect, it } from 'vitest';
import { describeRepositoryContract } from './contract-support';

describeRepositoryContract('activity log', (ctx) => {
  const { newUser } = ctx;
  it('records entries with and without a user and lists a user’s newest first', async () => {
    const user = await newUser();
    await ctx.db.activityLog.record({
      userId: user.id,
      action: 'signup',
      ipAddress: '198.51.100.1',
      userAgent: 'ua',
    });
    await ctx.db.activityLog.record({
      userId: user.id,
      action: 'login',
      metadata: { method: 'password' },
    });
    await ctx.db.activityLog.record({
      userId: '',
      action: 'login_failed',
      metadata: { email: 'x' },
    });
    const page = await ctx.db.activityLog.list({ userId: user.id, page: 1, limit: 10 });
    expect(page.total).toBe(2);
    expect(page.items.map((e) => e.action)).toEqual(['login', 'signup']);
    expect(page.items[0]?.metadata).toEqual({ method: 'password' });
    expect(page.items[1]).toMatchObject({ ipAddress: '198.51.100.1', userAgent: 'ua' });
  });
});
