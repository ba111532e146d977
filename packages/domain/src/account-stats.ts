import { THIS_WEEK_MS } from './constants';
import { isPaidTransactionStatus } from './statuses';

/** Dashboard figures (SPEC §2, Dashboard / profile page). */

/** First letter of the first and of the last word, upper-cased; 'U' when there is no name. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  if (!first) return 'U';
  return [first, last]
    .map((word) => (word ? (Array.from(word)[0] ?? '') : ''))
    .join('')
    .toUpperCase();
}

/** How many items were created in the last 7 days before `now` (inclusive of now). */
export function countThisWeek(
  items: readonly { readonly createdAt: Date | string }[],
  now: Date,
): number {
  const end = now.getTime();
  const start = end - THIS_WEEK_MS;
  return items.filter((item) => {
    const at = new Date(item.createdAt).getTime();
    return at >= start && at <= end;
  }).length;
}

/** Sum of the credit cost of completed generations. */
export function creditsUsed(
  generations: readonly { readonly status: string; readonly costCredits: number }[],
): number {
  return generations
    .filter((generation) => generation.status === 'completed')
    .reduce((sum, generation) => sum + generation.costCredits, 0);
}

/** Sum (in minor units) of the amounts of transactions whose status is completed or success. */
export function topupsTotalCents(
  transactions: readonly { readonly status: string; readonly amountCents: number }[],
): number {
  return transactions
    .filter((transaction) => isPaidTransactionStatus(transaction.status))
    .reduce((sum, transaction) => sum + transaction.amountCents, 0);
}
