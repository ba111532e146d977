import type { IdempotencyClaim, IdempotentAnswer } from '@lumen/domain';

/** How a claimed key is stored (as JSON, in Redis or memory): no answer yet while in flight. */
export interface IdempotencyRecord {
  fingerprint: string;
  answer?: IdempotentAnswer;
}

/** What a held key's stored record means to the next claimer. */
export function claimOf(raw: string): IdempotencyClaim {
  const record = JSON.parse(raw) as IdempotencyRecord;
  return record.answer
    ? { state: 'done', fingerprint: record.fingerprint, answer: record.answer }
    : { state: 'in_flight', fingerprint: record.fingerprint };
}

/** The stored text of a key: its claim (no answer yet) or its answer. */
export function recordJson(fingerprint: string, answer?: IdempotentAnswer): string {
  const record: IdempotencyRecord = answer ? { fingerprint, answer } : { fingerprint };
  return JSON.stringify(record);
}
