import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adjustmentEntry,
  adjustmentKey,
  applyEntry,
  checkLedger,
  debitEntry,
  debitKey,
  EMPTY_LEDGER,
  type LedgerEntryDraft,
  type LedgerState,
  ledgerBalance,
  parseIdempotencyKey,
  refundEntry,
  refundKey,
  refundLapse,
  replayLedger,
  topupEntry,
  topupKey,
  trialGrantEntry,
  trialLapseEntry,
  trialShare,
} from './credit-ledger';
import type { Result } from '../shared/errors';

function apply(state: LedgerState, ...entries: LedgerEntryDraft[]): LedgerState {
  let current = state;
  for (const entry of entries) {
    const result = applyEntry(current, entry);
    if (!result.ok) throw result.error;
    current = result.value;
  }
  return current;
}

function codeOf(result: Result<unknown>): string | null {
  return result.ok ? null : result.error.code;
}

describe('idempotency keys', () => {
  it('have one shape per kind', () => {
    expect(topupKey('order_1_a')).toBe('topup:order_1_a');
    expect(debitKey('g1')).toBe('debit:g1');
    expect(refundKey('g1')).toBe('refund:g1');
    expect(adjustmentKey('support-42')).toBe('adjustment:support-42');
  });

  it.each([
    ['topup:order_1_a', { kind: 'topup', reference: 'order_1_a' }],
    ['debit:g1', { kind: 'generation_debit', reference: 'g1' }],
    ['refund:g:1', { kind: 'refund', reference: 'g:1' }],
    ['adjustment:x', { kind: 'adjustment', reference: 'x' }],
    ['trial:u1', { kind: 'trial_grant', reference: 'u1' }],
    ['trial-lapse:u1', { kind: 'trial_lapse', reference: 'u1' }],
    ['topup:', null],
    [':x', null],
    ['bonus:x', null],
    ['topup', null],
  ])('parses %j', (key, parsed) => {
    expect(parseIdempotencyKey(key)).toEqual(parsed);
  });

  it('entry builders sign the amounts', () => {
    expect(topupEntry('o1', 100)).toEqual({
      kind: 'topup',
      amount: 100,
      idempotencyKey: 'topup:o1',
      reference: 'o1',
    });
    expect(debitEntry('g1', 4)).toMatchObject({ kind: 'generation_debit', amount: -4 });
    expect(refundEntry('g1', 4)).toMatchObject({ kind: 'refund', amount: 4 });
    expect(adjustmentEntry('fix', -2, 'typo')).toMatchObject({ amount: -2, reason: 'typo' });
  });
});

describe('trialShare: trial credits are spent first and put back while the trial runs', () => {
  const running = (left: number) => ({ left, running: true });
  it.each([
    ['a grant is all trial', trialGrantEntry('u1', 20), running(0), 0, 20],
    ['a lapse is all trial', trialLapseEntry('u1', 7), running(7), 0, -7],
    ['a debit within the trial', debitEntry('g1', 5), running(20), 0, -5],
    ['a debit past the trial takes what is left', debitEntry('g1', 9), running(4), 0, -4],
    ['a debit with no trial left', debitEntry('g1', 9), running(0), 0, 0],
    ['a top-up never is', topupEntry('o1', 100), running(20), 0, 0],
    ['a negative adjustment spends the trial first', adjustmentEntry('x', -3), running(2), 0, -2],
    ['a positive adjustment is bought', adjustmentEntry('x', 3), running(2), 0, 0],
    ['a refund gives back its debit’s trial part', refundEntry('g1', 9), running(0), -4, 4],
    [
      'a refund after the lapse still gives back its trial part (which lapses with it)',
      refundEntry('g1', 9),
      { left: 0, running: false },
      -4,
      4,
    ],
  ] as const)('%s', (_name, entry, bucket, refundedDebitTrial, share) => {
    expect(trialShare(entry, bucket, refundedDebitTrial)).toBe(share);
  });

  it('a refund after the lapse: its trial share lapses at once, under a key of the refund', () => {
    const lapsed = { left: 0, running: false };
    const refund = refundEntry('g1', 9);
    expect(refundLapse(refund, lapsed, 4)).toEqual({
      kind: 'trial_lapse',
      amount: -4,
      idempotencyKey: 'trial-lapse:refund:g1',
      reference: 'refund:g1',
    });
    expect(refundLapse(refund, running(0), 4)).toBeNull();
    expect(refundLapse(refund, lapsed, 0)).toBeNull();
    expect(refundLapse(debitEntry('g1', 9), lapsed, -4)).toBeNull();
    // The pair adds up to the bought part only, and replays under the ledger's rules.
    const debited = apply(apply(EMPTY_LEDGER, topupEntry('o1', 9)), debitEntry('g1', 9));
    const lapse = refundLapse(refund, lapsed, 4);
    if (!lapse) throw new Error('a lapse');
    expect(apply(apply(debited, refund), lapse).balance).toBe(5);
  });

  it('grant and lapse keep their signs', () => {
    expect(codeOf(applyEntry(EMPTY_LEDGER, { ...trialGrantEntry('u1', 5), amount: -5 }))).toBe(
      'invalid_entry',
    );
    const granted = apply(EMPTY_LEDGER, trialGrantEntry('u1', 5));
    expect(codeOf(applyEntry(granted, { ...trialLapseEntry('u1', 5), amount: 5 }))).toBe(
      'invalid_entry',
    );
    expect(apply(granted, trialLapseEntry('u1', 5)).balance).toBe(0);
  });
});

describe('applyEntry', () => {
  it('adds a top-up, debits, refunds', () => {
    const state = apply(
      EMPTY_LEDGER,
      topupEntry('o1', 10),
      debitEntry('g1', 4),
      refundEntry('g1', 4),
    );
    expect(state.balance).toBe(10);
    expect([...state.keys]).toEqual(['topup:o1', 'debit:g1', 'refund:g1']);
  });

  it('does not change the given state', () => {
    const before = apply(EMPTY_LEDGER, topupEntry('o1', 10));
    applyEntry(before, debitEntry('g1', 3));
    expect(before.balance).toBe(10);
    expect(before.keys.size).toBe(1);
  });

  it('refuses a debit larger than the balance, saying how many credits are missing', () => {
    const state = apply(EMPTY_LEDGER, topupEntry('o1', 3));
    const result = applyEntry(state, debitEntry('g1', 5));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('insufficient_credits');
      expect(result.error.message).toBe('Insufficient credits: need 2 more credits');
      expect(result.error.details).toEqual({ required: 5, available: 3, shortfall: 2 });
    }
  });

  it('allows a debit down to exactly zero', () => {
    expect(apply(EMPTY_LEDGER, topupEntry('o1', 5), debitEntry('g1', 5)).balance).toBe(0);
  });

  it('credits an order once', () => {
    const state = apply(EMPTY_LEDGER, topupEntry('o1', 100));
    expect(codeOf(applyEntry(state, topupEntry('o1', 100)))).toBe('duplicate_entry');
    expect(codeOf(applyEntry(state, topupEntry('o1', 50)))).toBe('duplicate_entry');
  });

  it('debits a generation once', () => {
    const state = apply(EMPTY_LEDGER, topupEntry('o1', 100), debitEntry('g1', 2));
    expect(codeOf(applyEntry(state, debitEntry('g1', 2)))).toBe('duplicate_entry');
  });

  it('refunds only a debited generation, once, and not more than was debited', () => {
    const state = apply(EMPTY_LEDGER, topupEntry('o1', 100), debitEntry('g1', 4));
    expect(codeOf(applyEntry(state, refundEntry('g2', 4)))).toBe('refund_without_debit');
    expect(codeOf(applyEntry(state, refundEntry('g1', 5)))).toBe('invalid_entry');
    const refunded = apply(state, refundEntry('g1', 4));
    expect(codeOf(applyEntry(refunded, refundEntry('g1', 4)))).toBe('duplicate_entry');
  });

  it('never lets an adjustment take the balance below zero', () => {
    const state = apply(EMPTY_LEDGER, topupEntry('o1', 2));
    expect(codeOf(applyEntry(state, adjustmentEntry('a1', -3)))).toBe('negative_balance');
    expect(apply(state, adjustmentEntry('a1', -2)).balance).toBe(0);
    expect(apply(state, adjustmentEntry('a2', 7)).balance).toBe(9);
  });

  it.each([
    ['a zero amount', { ...topupEntry('o1', 1), amount: 0 }],
    ['a fractional amount', { ...topupEntry('o1', 1), amount: 1.5 }],
    ['a negative top-up', { ...topupEntry('o1', 1), amount: -1 }],
    ['a positive debit', { ...debitEntry('g1', 1), amount: 1 }],
    ['a negative refund', { ...refundEntry('g1', 1), amount: -1 }],
    ['a key of another kind', { ...topupEntry('o1', 1), idempotencyKey: 'debit:o1' }],
    ['a key of another reference', { ...topupEntry('o1', 1), reference: 'o2' }],
    ['a malformed key', { ...topupEntry('o1', 1), idempotencyKey: 'o1' }],
  ])('refuses %s', (_label, entry) => {
    const state = apply(EMPTY_LEDGER, topupEntry('seed', 10), debitEntry('g1', 1));
    expect(codeOf(applyEntry(state, entry as LedgerEntryDraft))).toBe('invalid_entry');
  });
});

describe('checkLedger', () => {
  const entries = [
    topupEntry('o1', 10),
    debitEntry('g1', 4),
    refundEntry('g1', 4),
    debitEntry('g2', 2),
  ];

  it('passes when the balance is the sum of valid entries', () => {
    const result = checkLedger(entries, 8);
    expect(result.ok).toBe(true);
    expect(ledgerBalance(entries)).toBe(8);
  });

  it('fails when the balance is not the sum', () => {
    const result = checkLedger(entries, 9);
    expect(codeOf(result)).toBe('ledger_mismatch');
    if (!result.ok) expect(result.error.details).toEqual({ balance: 9, sum: 8 });
  });

  it('fails on the first invalid entry and says which', () => {
    const result = checkLedger([topupEntry('o1', 1), debitEntry('g1', 2)], -1);
    expect(codeOf(result)).toBe('insufficient_credits');
    if (!result.ok) expect(result.error.details).toMatchObject({ index: 1 });
    expect(codeOf(checkLedger([topupEntry('o1', 1), topupEntry('o1', 1)], 2))).toBe(
      'duplicate_entry',
    );
    expect(codeOf(checkLedger([refundEntry('g1', 1)], 1))).toBe('refund_without_debit');
  });

  it('an empty ledger has balance 0', () => {
    expect(checkLedger([], 0).ok).toBe(true);
    expect(codeOf(checkLedger([], 1))).toBe('ledger_mismatch');
  });
});

// Random sequences of operations, some valid, some not, with reused ids.
const idArb = fc.constantFrom('a', 'b', 'c', 'd', 'e');
const entryArb: fc.Arbitrary<LedgerEntryDraft> = fc.oneof(
  fc.tuple(idArb, fc.integer({ min: 1, max: 500 })).map(([id, n]) => topupEntry(`o-${id}`, n)),
  fc.tuple(idArb, fc.integer({ min: 1, max: 200 })).map(([id, n]) => debitEntry(`g-${id}`, n)),
  fc.tuple(idArb, fc.integer({ min: 1, max: 200 })).map(([id, n]) => refundEntry(`g-${id}`, n)),
  fc
    .tuple(
      idArb,
      fc.integer({ min: -300, max: 300 }).filter((n) => n !== 0),
    )
    .map(([id, n]) => adjustmentEntry(`adj-${id}`, n)),
);

describe('ledger invariants (properties)', () => {
  it('accepted entries keep the balance non-negative, equal to their sum, with unique keys', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 60 }), (candidates) => {
        let state = EMPTY_LEDGER;
        const accepted: LedgerEntryDraft[] = [];
        for (const entry of candidates) {
          const result = applyEntry(state, entry);
          if (result.ok) {
            state = result.value;
            accepted.push(entry);
          } else if (state.keys.has(entry.idempotencyKey)) {
            expect(result.error.code).toBe('duplicate_entry');
          }
          expect(state.balance).toBeGreaterThanOrEqual(0);
          expect(state.balance).toBe(ledgerBalance(accepted));
        }
        const keys = accepted.map((entry) => entry.idempotencyKey);
        expect(new Set(keys).size).toBe(keys.length);
        // at most one top-up per order and one refund per generation, refunds only after a debit
        for (const [index, entry] of accepted.entries()) {
          if (entry.kind === 'refund') {
            const debit = accepted
              .slice(0, index)
              .find((e) => e.kind === 'generation_debit' && e.reference === entry.reference);
            expect(debit).toBeDefined();
            expect(entry.amount).toBeLessThanOrEqual(-(debit?.amount ?? 0));
          }
        }
        expect(checkLedger(accepted, state.balance).ok).toBe(true);
        expect(replayLedger(accepted)).toEqual({ ok: true, value: state });
      }),
    );
  });

  it('a duplicated key anywhere makes the ledger invalid', () => {
    fc.assert(
      fc.property(
        fc.array(entryArb, { minLength: 1, maxLength: 30 }),
        fc.nat(),
        (candidates, pick) => {
          let state = EMPTY_LEDGER;
          const accepted: LedgerEntryDraft[] = [];
          for (const entry of candidates) {
            const result = applyEntry(state, entry);
            if (result.ok) {
              state = result.value;
              accepted.push(entry);
            }
          }
          if (accepted.length === 0) return;
          const duplicate = accepted[pick % accepted.length] as LedgerEntryDraft;
          const result = checkLedger([...accepted, duplicate], state.balance + duplicate.amount);
          expect(codeOf(result)).toBe('duplicate_entry');
        },
      ),
    );
  });

  it('a balance other than the sum is always a mismatch', () => {
    fc.assert(
      fc.property(
        fc.array(entryArb, { maxLength: 30 }),
        fc.integer({ min: 1, max: 1000 }),
        (candidates, delta) => {
          let state = EMPTY_LEDGER;
          const accepted: LedgerEntryDraft[] = [];
          for (const entry of candidates) {
            const result = applyEntry(state, entry);
            if (result.ok) {
              state = result.value;
              accepted.push(entry);
            }
          }
          expect(codeOf(checkLedger(accepted, state.balance + delta))).toBe('ledger_mismatch');
        },
      ),
    );
  });
});
