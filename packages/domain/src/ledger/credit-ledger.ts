import {
  type AtEntry,
  DomainError,
  err,
  insufficientCredits,
  ok,
  type Result,
} from '../shared/errors';

/**
 * The credit ledger rules. Every balance change is an append-only entry with a unique
 * idempotency key; the balance is the sum of the entries and never goes negative. Adapters
 * enforce the same rules in SQL; these pure functions are the reference and the checker.
 */

export const LEDGER_ENTRY_KINDS = [
  'topup',
  'generation_debit',
  'refund',
  'adjustment',
  'trial_grant',
  'trial_lapse',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

const KEY_PREFIX: Readonly<Record<LedgerEntryKind, string>> = {
  topup: 'topup',
  generation_debit: 'debit',
  refund: 'refund',
  adjustment: 'adjustment',
  trial_grant: 'trial',
  trial_lapse: 'trial-lapse',
};

/** An entry before it is stored: what the rules look at. */
export interface LedgerEntryDraft {
  readonly kind: LedgerEntryKind;
  /** Signed whole credits: positive for topup and refund, negative for a debit. */
  readonly amount: number;
  readonly idempotencyKey: string;
  /** The order id (topup), generation id (debit, refund), user id (trial) or adjustment reference. */
  readonly reference: string;
  readonly reason?: string | null;
  /** The operator who made an adjustment (the console's grant or removal); else absent. */
  readonly operatorId?: string | null;
}

/** A stored row of credit_ledger. */
export interface CreditLedgerEntry extends LedgerEntryDraft {
  readonly id: string;
  readonly userId: string;
  readonly reason: string | null;
  readonly balanceAfter: number;
  /** The signed part of `amount` that moved trial credits (see `trialShare`); 0 when absent. */
  readonly trialAmount?: number;
  readonly createdAt: Date;
}

export function topupKey(orderId: string): string {
  return `topup:${orderId}`;
}
export function debitKey(generationId: string): string {
  return `debit:${generationId}`;
}
export function refundKey(generationId: string): string {
  return `refund:${generationId}`;
}
export function adjustmentKey(reference: string): string {
  return `adjustment:${reference}`;
}
/** One trial per account: the key is the user's. */
export function trialGrantKey(userId: string): string {
  return `trial:${userId}`;
}
/** What is left of the trial lapses once: the key is the user's. */
export function trialLapseKey(userId: string): string {
  return `trial-lapse:${userId}`;
}

/** Reads `topup:<orderId>`, `debit:<generationId>`, `refund:<generationId>`, `adjustment:<ref>`. */
export function parseIdempotencyKey(
  key: string,
): { kind: LedgerEntryKind; reference: string } | null {
  const colon = key.indexOf(':');
  if (colon <= 0) return null;
  const prefix = key.slice(0, colon);
  const reference = key.slice(colon + 1);
  if (reference === '') return null;
  const kind = LEDGER_ENTRY_KINDS.find((k) => KEY_PREFIX[k] === prefix);
  return kind ? { kind, reference } : null;
}

export function topupEntry(orderId: string, credits: number): LedgerEntryDraft {
  return { kind: 'topup', amount: credits, idempotencyKey: topupKey(orderId), reference: orderId };
}

export function debitEntry(generationId: string, cost: number): LedgerEntryDraft {
  return {
    kind: 'generation_debit',
    amount: -cost,
    idempotencyKey: debitKey(generationId),
    reference: generationId,
  };
}

export function refundEntry(generationId: string, credits: number): LedgerEntryDraft {
  return {
    kind: 'refund',
    amount: credits,
    idempotencyKey: refundKey(generationId),
    reference: generationId,
  };
}

export function trialGrantEntry(userId: string, credits: number): LedgerEntryDraft {
  return {
    kind: 'trial_grant',
    amount: credits,
    idempotencyKey: trialGrantKey(userId),
    reference: userId,
  };
}

export function trialLapseEntry(userId: string, credits: number): LedgerEntryDraft {
  return {
    kind: 'trial_lapse',
    amount: -credits,
    idempotencyKey: trialLapseKey(userId),
    reference: userId,
  };
}

/** The trial bucket when an entry is applied: what is left, and whether it has lapsed yet. */
export interface TrialBucket {
  readonly left: number;
  /** True until the sweeper lapsed the trial (or when there never was one: left is then 0). */
  readonly running: boolean;
}

/**
 * How much of an entry's amount moves trial credits (signed; the rest moves bought credits).
 * Trial credits are spent first: a debit (or a negative adjustment) takes from them up to what
 * is left. A refund puts back the trial part of its debit (`refundedDebitTrial`, that debit's
 * own share), always: when the trial has lapsed meanwhile, that part lapses at once after it
 * (`refundLapse`), so a refund never turns trial credits into ordinary ones. A grant and a
 * lapse are all trial; a top-up or a positive adjustment is none.
 */
export function trialShare(
  entry: Pick<LedgerEntryDraft, 'kind' | 'amount'>,
  bucket: TrialBucket,
  refundedDebitTrial = 0,
): number {
  switch (entry.kind) {
    case 'trial_grant':
    case 'trial_lapse':
      return entry.amount;
    case 'refund': {
      const back = Math.min(entry.amount, -refundedDebitTrial);
      return back > 0 ? back : 0;
    }
    default: {
      const taken = entry.amount < 0 ? Math.min(bucket.left, -entry.amount) : 0;
      return taken > 0 ? -taken : 0;
    }
  }
}

/**
 * The lapse that follows a refund arriving after its trial lapsed: the refund's trial share
 * (`share`, from `trialShare`) goes at once, under a key of the refund (`trial-lapse:refund:<id>`,
 * so it is written once). Null when there is nothing to lapse: the trial still runs, the
 * refund moved no trial credits, or the entry is no refund.
 */
export function refundLapse(
  refund: Pick<LedgerEntryDraft, 'kind' | 'idempotencyKey'>,
  bucket: TrialBucket,
  share: number,
): LedgerEntryDraft | null {
  if (refund.kind !== 'refund' || bucket.running || share <= 0) return null;
  const reference = refund.idempotencyKey;
  return {
    kind: 'trial_lapse',
    amount: -share,
    idempotencyKey: `${KEY_PREFIX.trial_lapse}:${reference}`,
    reference,
  };
}

export function adjustmentEntry(
  reference: string,
  amount: number,
  reason?: string,
): LedgerEntryDraft {
  return {
    kind: 'adjustment',
    amount,
    idempotencyKey: adjustmentKey(reference),
    reference,
    reason: reason ?? null,
  };
}

export interface LedgerState {
  readonly balance: number;
  readonly keys: ReadonlySet<string>;
  /** Credits debited per generation id. */
  readonly debits: ReadonlyMap<string, number>;
  readonly refunds: ReadonlySet<string>;
}

export const EMPTY_LEDGER: LedgerState = {
  balance: 0,
  keys: new Set(),
  debits: new Map(),
  refunds: new Set(),
};

interface MutableLedgerState {
  balance: number;
  keys: Set<string>;
  debits: Map<string, number>;
  refunds: Set<string>;
}

function invalid(message: string, entry: LedgerEntryDraft, at: AtEntry = {}): DomainError {
  return new DomainError('invalid_entry', message, { idempotencyKey: entry.idempotencyKey, ...at });
}

/**
 * The checks an entry passes on its own, whatever the ledger holds: a whole non-zero amount,
 * a key of its kind naming its reference, the sign its kind moves, and lengths the columns hold.
 */
export function draftRejection(entry: LedgerEntryDraft, at: AtEntry = {}): DomainError | null {
  const { kind, amount, idempotencyKey } = entry;
  if (!Number.isSafeInteger(amount) || amount === 0) {
    return invalid('A ledger entry moves a whole, non-zero number of credits', entry, at);
  }
  const parsed = parseIdempotencyKey(idempotencyKey);
  if (!parsed || parsed.kind !== kind || parsed.reference !== entry.reference) {
    return invalid(`Idempotency key ${idempotencyKey} does not fit a ${kind} entry`, entry, at);
  }
  if ((kind === 'topup' || kind === 'refund' || kind === 'trial_grant') && amount < 0) {
    return invalid(`A ${kind} adds credits`, entry, at);
  }
  if (kind === 'generation_debit' && amount > 0) {
    return invalid('A generation debit removes credits', entry, at);
  }
  if (kind === 'trial_lapse' && amount > 0)
    return invalid('A trial lapse removes credits', entry, at);
  if (idempotencyKey.length > 191 || entry.reference.length > 191) {
    return invalid('Idempotency key or reference too long', entry, at);
  }
  return null;
}

/** Checks one entry against the state; returns the reason it is refused, or null. */
export function entryRejection(
  state: LedgerState,
  entry: LedgerEntryDraft,
  /** Where a replay stands: the entry's position, carried in the rejection's details. */
  at: AtEntry = {},
): DomainError | null {
  const { kind, amount, idempotencyKey } = entry;
  const malformed = draftRejection(entry, at);
  if (malformed) return malformed;
  if (state.keys.has(idempotencyKey)) {
    return new DomainError('duplicate_entry', `Entry ${idempotencyKey} was already applied`, {
      idempotencyKey,
      ...at,
    });
  }
  if (kind === 'refund') {
    const debited = state.debits.get(entry.reference);
    if (debited === undefined) {
      return new DomainError(
        'refund_without_debit',
        `Generation ${entry.reference} was never debited`,
        { generationId: entry.reference, ...at },
      );
    }
    if (amount > debited) {
      return invalid(`A refund cannot exceed the ${debited} credits debited`, entry, at);
    }
  }
  if (state.balance + amount < 0) {
    return kind === 'generation_debit'
      ? insufficientCredits(-amount, state.balance, at)
      : new DomainError('negative_balance', 'The balance cannot go below zero', {
          balance: state.balance,
          amount,
          ...at,
        });
  }
  return null;
}

function applyInPlace(state: MutableLedgerState, entry: LedgerEntryDraft): void {
  state.balance += entry.amount;
  state.keys.add(entry.idempotencyKey);
  if (entry.kind === 'generation_debit') state.debits.set(entry.reference, -entry.amount);
  if (entry.kind === 'refund') state.refunds.add(entry.reference);
}

/** Applies one entry, or says why it may not be applied. The given state is not changed. */
export function applyEntry(state: LedgerState, entry: LedgerEntryDraft): Result<LedgerState> {
  const rejection = entryRejection(state, entry);
  if (rejection) return err(rejection);
  const next: MutableLedgerState = {
    balance: state.balance,
    keys: new Set(state.keys),
    debits: new Map(state.debits),
    refunds: new Set(state.refunds),
  };
  applyInPlace(next, entry);
  return ok(next);
}

/** Replays entries from an empty ledger; fails on the first entry the rules refuse. */
export function replayLedger(entries: readonly LedgerEntryDraft[]): Result<LedgerState> {
  const state: MutableLedgerState = {
    balance: 0,
    keys: new Set(),
    debits: new Map(),
    refunds: new Set(),
  };
  for (const [index, entry] of entries.entries()) {
    const rejection = entryRejection(state, entry, { index });
    if (rejection) return err(rejection);
    applyInPlace(state, entry);
  }
  return ok(state);
}

/** The sum of the entries' amounts. */
export function ledgerBalance(entries: readonly Pick<LedgerEntryDraft, 'amount'>[]): number {
  return entries.reduce((sum, entry) => sum + entry.amount, 0);
}

/**
 * Every invariant at once: each entry valid in order (unique keys, one top-up per order, one
 * refund per debited generation, never negative), and the stored balance equal to the sum.
 */
export function checkLedger(
  entries: readonly LedgerEntryDraft[],
  balance: number,
): Result<LedgerState> {
  const replayed = replayLedger(entries);
  if (!replayed.ok) return replayed;
  if (replayed.value.balance !== balance) {
    return err(
      new DomainError(
        'ledger_mismatch',
        `The balance ${balance} is not the sum of the ledger (${replayed.value.balance})`,
        { balance, sum: replayed.value.balance },
      ),
    );
  }
  return replayed;
}
