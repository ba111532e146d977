import { unwrap } from '@lumen/domain';
import { expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import {
  call,
  createPersonalToken,
  PASSWORD,
  servedOpenApiDocument,
  signUp,
} from '../../testing/http';
import { describeOnDialects } from '../../testing/dialects';
import type { TestApp } from '../../testing/test-app';

/** An account with the admin role, granted as the CLI grants it. */
async function signUpAdmin(t: TestApp) {
  const admin = await signUp(t);
  unwrap(await t.container.deps.useCases.operator.grantAdmin(admin.email));
  return admin;
}

/**
 * Every operation the served OpenAPI document files under the admin tag, its path parameters
 * filled with the user's id or a made-up one: a new admin route is checked without a change here.
 */
async function adminRoutes(t: TestApp, userId: string): Promise<[string, string, unknown][]> {
  const document = await servedOpenApiDocument(t);
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => (operation.tags as string[] | undefined)?.includes('admin'))
      .map(([method]): [string, string, unknown] => [
        method.toUpperCase(),
        path.replace('{userId}', userId).replace(/\{[^}]+\}/g, 'x1'),
        method === 'get' ? undefined : { credits: 10, reason: 'Goodwill' },
      ]),
  );
}

async function ledgerSum(t: TestApp, userId: string) {
  const entries = await t.container.db.creditLedger.entries({ userId, page: 1, limit: 100 });
  return entries.items.reduce((sum, entry) => sum + entry.amount, 0);
}

describeOnDialects('/api/admin (the operator console)', (getApp) => {
  it('refuses every admin route to a non-admin (403), to no token (401) and to a token (403)', async () => {
    const t = getApp();
    const user = await signUp(t);
    const admin = await signUpAdmin(t);
    const pat = await createPersonalToken(t, admin.token, { name: 'ops', scope: 'full' });
    expect(pat.status).toBe(201);
    const routes = await adminRoutes(t, user.userId);
    // The console's five operations at least; any added later are in the document too.
    expect(routes.length).toBeGreaterThanOrEqual(5);
    for (const [method, path, json] of routes) {
      const asUser = await call(t, method, path, { token: user.token, json });
      expect([path, asUser.status, asUser.body.error]).toEqual([path, 403, 'forbidden']);
      const asToken = await call(t, method, path, { token: pat.body.token, json });
      expect([path, asToken.status, asToken.body.error]).toEqual([path, 403, 'forbidden']);
      expect((await call(t, method, path, { json })).status).toBe(401);
    }
    // Nothing moved for the user.
    expect(await ledgerSum(t, user.userId)).toBe(0);
  });

  it('grants 10 credits with a reason: an adjustment entry, the balance, the activity log', async () => {
    const t = getApp();
    const admin = await signUpAdmin(t);
    const user = await signUp(t);
    const found = await call(t, 'GET', `/api/admin/users?email=${encodeURIComponent(user.email)}`, {
      token: admin.token,
    });
    expect(found.status).toBe(200);
    expect(found.body.user).toMatchObject({
      id: user.userId,
      email: user.email,
      credits_balance: 0,
    });

    const noReason = await call(t, 'POST', `/api/admin/users/${user.userId}/credits`, {
      token: admin.token,
      json: { credits: 10, reason: '  ' },
    });
    expect(noReason.status).toBe(400);

    const granted = await call(t, 'POST', `/api/admin/users/${user.userId}/credits`, {
      token: admin.token,
      json: { credits: 10, reason: 'Goodwill after an outage' },
    });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({
      balance: 10,
      entry: {
        kind: 'adjustment',
        amount: 10,
        balance_after: 10,
        reason: 'Goodwill after an outage',
      },
    });
    const me = await call(t, 'GET', '/api/auth/me', { token: user.token });
    expect(me.body.user.credits_balance).toBe(10);
    expect(await ledgerSum(t, user.userId)).toBe(10);

    const after = await call(t, 'GET', `/api/admin/users?email=${encodeURIComponent(user.email)}`, {
      token: admin.token,
    });
    expect(after.body.ledger[0]).toMatchObject({ kind: 'adjustment', amount: 10 });
    expect(after.body.activity).toContainEqual(
      expect.objectContaining({
        action: 'admin_adjustment',
        metadata: expect.objectContaining({
          operatorId: admin.userId,
          credits: 10,
          reason: 'Goodwill after an outage',
        }),
      }),
    );

    // Removing more than the balance is refused and changes nothing.
    const tooMuch = await call(t, 'POST', `/api/admin/users/${user.userId}/credits`, {
      token: admin.token,
      json: { credits: -11, reason: 'Correction' },
    });
    expect(tooMuch.status).toBe(402);
    expect(await ledgerSum(t, user.userId)).toBe(10);
    const unknown = await call(t, 'GET', '/api/admin/users?email=nobody%40example.com', {
      token: admin.token,
    });
    expect(unknown.status).toBe(404);
  });

  it('a grant keeps who made it on the ledger row after the target deletes the account', async () => {
    const t = getApp();
    const admin = await signUpAdmin(t);
    const user = await signUp(t);
    const granted = await call(t, 'POST', `/api/admin/users/${user.userId}/credits`, {
      token: admin.token,
      json: { credits: 7, reason: 'Goodwill' },
    });
    expect(granted.status, granted.text).toBe(200);
    expect(granted.body.entry).toMatchObject({ kind: 'adjustment', operator_id: admin.userId });

    const deleted = await call(t, 'DELETE', '/api/account', {
      token: user.token,
      json: { password: PASSWORD },
    });
    expect(deleted.status, deleted.text).toBe(200);

    // The target's activity log went with the account; the ledger row still names the operator.
    const rows = await t.container.db.sequelize.query<{ operator_id: string | null }>(
      "SELECT * FROM `credit_ledger` WHERE `user_id` = $userId AND `kind` = 'adjustment'",
      { bind: { userId: user.userId }, type: QueryTypes.SELECT },
    );
    expect(rows).toEqual([expect.objectContaining({ operator_id: admin.userId })]);
    const entries = await t.container.db.creditLedger.entries({
      userId: user.userId,
      page: 1,
      limit: 10,
    });
    expect(entries.items).toEqual([
      expect.objectContaining({ kind: 'adjustment', amount: 7, operatorId: admin.userId }),
    ]);
    expect(await ledgerSum(t, user.userId)).toBe(7);
  });

  it('refunds a failed generation exactly once and lists it among the last day’s failures', async () => {
    const t = getApp();
    const admin = await signUpAdmin(t);
    const user = await signUp(t);
    const { db } = t.container;
    unwrap(
      await db.creditLedger.adjust({
        userId: user.userId,
        reference: `seed-${user.userId}`,
        credits: 8,
        reason: 'seed',
      }),
    );
    const generation = await db.generations.create({
      userId: user.userId,
      generationType: 'image',
      prompt: 'a lighthouse',
      costCredits: 3,
    });
    unwrap(
      await db.creditLedger.debit({
        userId: user.userId,
        generationId: generation.id,
        credits: 3,
      }),
    );
    // Failed without its refund (as if the process died between the two).
    await db.generations.update(user.userId, generation.id, {
      status: 'failed',
      errorMessage: 'boom',
    });

    const failures = await call(t, 'GET', '/api/admin/failures', { token: admin.token });
    expect(failures.status).toBe(200);
    expect(failures.body.generations).toContainEqual(
      expect.objectContaining({ id: generation.id, user_id: user.userId, error_message: 'boom' }),
    );

    const path = `/api/admin/users/${user.userId}/generations/${generation.id}/refund`;
    const first = await call(t, 'POST', path, { token: admin.token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ balance: 8 });
    const second = await call(t, 'POST', path, { token: admin.token });
    expect(second.status).toBe(409);
    expect(await ledgerSum(t, user.userId)).toBe(8);
    const me = await call(t, 'GET', '/api/auth/me', { token: user.token });
    expect(me.body.user.credits_balance).toBe(8);
  });
});
