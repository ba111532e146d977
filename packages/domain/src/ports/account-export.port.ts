import type { CreditLedgerEntry } from '../ledger/credit-ledger';
import type { Generation, SavedImage, SavedText, Transaction } from '../shared/entities';
import type { Upload } from './upload-repository.port';

/** Where a page of a walk ended: the next page holds the rows that come after this one. */
export interface RowCursor {
  readonly createdAt: Date;
  readonly id: string;
}

/**
 * One account's rows for its export, newest first (created_at, then id, both descending), a
 * page at a time after a cursor: each page is one indexed range read, however far the walk has
 * gone, and a row written meanwhile neither repeats nor shifts another out of the walk.
 * Deleted saved items and generations are left out, as the screens leave them out.
 */
export interface AccountExportRows {
  transactions(userId: string, after: RowCursor | null, limit: number): Promise<Transaction[]>;
  ledgerEntries(
    userId: string,
    after: RowCursor | null,
    limit: number,
  ): Promise<CreditLedgerEntry[]>;
  generations(userId: string, after: RowCursor | null, limit: number): Promise<Generation[]>;
  savedImages(userId: string, after: RowCursor | null, limit: number): Promise<SavedImage[]>;
  savedTexts(userId: string, after: RowCursor | null, limit: number): Promise<SavedText[]>;
  /** The pictures the user uploaded. */
  uploads(userId: string, after: RowCursor | null, limit: number): Promise<Upload[]>;
}
