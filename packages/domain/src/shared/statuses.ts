/** Statuses of transactions and generations, and how each is displayed (SPEC §4). */

export const TRANSACTION_STATUSES = [
  'pending',
  'completed',
  'success',
  'failed',
  'cancelled',
  'expired',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const DEFAULT_TRANSACTION_STATUS: TransactionStatus = 'pending';

/** Statuses that mean the money was taken: the order is credited once on reaching one. */
export const PAID_TRANSACTION_STATUSES = ['completed', 'success'] as const;

export const GENERATION_STATUSES = [
  'pending',
  'completed',
  'success',
  'failed',
  'cancelled',
] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];
export const DEFAULT_GENERATION_STATUS: GenerationStatus = 'pending';

/**
 * The kinds of generation by name (the generations row's `generation_type`). The table of kinds
 * (`GENERATION_KINDS`, generation/kinds.ts) fills it in, one key per entry, so the names are
 * never a second list to keep in step; the list itself is `GENERATION_TYPES` there.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by generation/kinds.ts (declaration merging)
export interface GenerationTypeNames {}
export type GenerationType = keyof GenerationTypeNames & string;

/** How a saved image was made of another one: the kinds that start from an image. */
export const IMAGE_DERIVATIONS = ['edit', 'variation'] as const satisfies readonly GenerationType[];
export type ImageDerivation = (typeof IMAGE_DERIVATIONS)[number];

export const STATUS_DISPLAY_CLASSES = ['success', 'pending', 'failed', 'neutral'] as const;
export type StatusDisplayClass = (typeof STATUS_DISPLAY_CLASSES)[number];

function displayClassOf(status: string): StatusDisplayClass {
  switch (status) {
    case 'completed':
    case 'success':
      return 'success';
    case 'pending':
      return 'pending';
    case 'failed':
    case 'cancelled':
      return 'failed';
    default:
      return 'neutral';
  }
}

/** completed/success -> success, pending -> pending, failed/cancelled -> failed, else neutral. */
export function transactionStatusClass(
  status: TransactionStatus | (string & {}),
): StatusDisplayClass {
  return displayClassOf(status);
}

/** completed/success -> success, pending -> pending, failed/cancelled -> failed, else neutral. */
export function generationStatusClass(
  status: GenerationStatus | (string & {}),
): StatusDisplayClass {
  return displayClassOf(status);
}

export function isPaidTransactionStatus(status: string): boolean {
  return (PAID_TRANSACTION_STATUSES as readonly string[]).includes(status);
}

export function isTransactionStatus(value: unknown): value is TransactionStatus {
  return typeof value === 'string' && (TRANSACTION_STATUSES as readonly string[]).includes(value);
}
