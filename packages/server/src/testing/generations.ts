import { expect } from 'vitest';
import { balanceOf, ledgerSum } from './commerce';
import { call } from './http';
import type { TestApp } from './test-app';

/** The user's generations as GET /api/generations lists them. */
export async function generationsOf(t: TestApp, token: string) {
  return (await call(t, 'GET', '/api/generations', { token })).body.generations as {
    status: string;
    cost_credits: number;
    generation_type: string;
  }[];
}

/** The kinds of the user's ledger entries, sorted (the order of equal timestamps is not kept). */
export async function ledgerKinds(t: TestApp, userId: string) {
  const entries = await t.container.db.creditLedger.entries({ userId, page: 1, limit: 20 });
  return entries.items.map((entry) => entry.kind).sort();
}

/**
 * A failed generation is refunded once: the balance and the ledger are back to what was granted,
 * with one debit and one refund after the grant.
 */
export async function expectRefundedOnce(
  t: TestApp,
  user: { token: string; userId: string },
  granted: number,
) {
  expect(await balanceOf(t, user.token)).toBe(granted);
  expect(await ledgerSum(t, user.userId)).toBe(granted);
  expect(await ledgerKinds(t, user.userId)).toEqual(['adjustment', 'generation_debit', 'refund']);
}
