import type {
  AccountExportRows,
  CreditLedgerEntry,
  Generation,
  RowCursor,
  SavedImage,
  SavedText,
  Transaction,
  Upload,
} from '@lumen/domain';
import type {
  GenerationRow,
  LedgerRow,
  SavedImageRow,
  SavedTextRow,
  TransactionRow,
} from '../models';
import { type Bind, bindDate, select, type SqlScope } from '../sql-support';
import { toLedgerEntry } from './credit-ledger.sql';
import { toGeneration } from './generation.sql';
import { toSavedImage } from './saved-image.sql';
import { toSavedText } from './saved-text.sql';
import { toTransaction } from './transaction.sql';
import { toUpload, type UploadRow } from './upload.sql';

/**
 * An account's rows for its export, a page at a time by keyset: `WHERE (created_at, id) <
 * cursor ORDER BY created_at DESC, id DESC LIMIT n`, one range of the (user_id, created_at)
 * indexes per page, never an OFFSET that reads and drops every row before the page.
 */
export class SqlAccountExportRows implements AccountExportRows {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  async #page<R extends object>(
    table: string,
    live: boolean,
    userId: string,
    after: RowCursor | null,
    limit: number,
  ): Promise<R[]> {
    const bind: Bind = { userId };
    const where = ['`user_id` = $userId'];
    if (live) where.push('`deleted_at` IS NULL');
    if (after) {
      where.push('(`created_at` < $at OR (`created_at` = $at AND `id` < $id))');
      bind.at = bindDate(this.#scope.connection.dialect, after.createdAt);
      bind.id = after.id;
    }
    // The limit is a whole number of ours, not input text.
    const n = Math.max(1, Math.floor(limit));
    return select<R>(
      this.#scope,
      `SELECT * FROM \`${table}\` WHERE ${where.join(' AND ')}
        ORDER BY \`created_at\` DESC, \`id\` DESC LIMIT ${n}`,
      bind,
    );
  }

  async transactions(userId: string, after: RowCursor | null, limit: number) {
    const rows = await this.#page<TransactionRow>('transactions', false, userId, after, limit);
    return rows.map(toTransaction) satisfies Transaction[];
  }

  async ledgerEntries(userId: string, after: RowCursor | null, limit: number) {
    const rows = await this.#page<LedgerRow>('credit_ledger', false, userId, after, limit);
    return rows.map(toLedgerEntry) satisfies CreditLedgerEntry[];
  }

  async generations(userId: string, after: RowCursor | null, limit: number) {
    const rows = await this.#page<GenerationRow>('generations', true, userId, after, limit);
    return rows.map(toGeneration) satisfies Generation[];
  }

  async savedImages(userId: string, after: RowCursor | null, limit: number) {
    const rows = await this.#page<SavedImageRow>('saved_images', true, userId, after, limit);
    return rows.map(toSavedImage) satisfies SavedImage[];
  }

  async savedTexts(userId: string, after: RowCursor | null, limit: number) {
    const rows = await this.#page<SavedTextRow>('saved_texts', true, userId, after, limit);
    return rows.map(toSavedText) satisfies SavedText[];
  }

  async uploads(userId: string, after: RowCursor | null, limit: number) {
    const rows = await this.#page<UploadRow>('uploads', false, userId, after, limit);
    return rows.map(toUpload) satisfies Upload[];
  }
}
