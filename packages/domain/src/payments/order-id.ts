/** Order ids look like `order_<epoch ms>_<random>` (the dashboards cut them at underscores). */

const RANDOM_PART = /^[A-Za-z0-9]+$/;

export function makeOrderId(now: Date, random: string): string {
  if (!RANDOM_PART.test(random)) throw new RangeError('random part must be alphanumeric');
  return `order_${now.getTime()}_${random}`;
}

/** The part after the first underscore (the whole id when there is none). */
export function orderIdSuffix(orderId: string): string {
  const at = orderId.indexOf('_');
  return at < 0 ? orderId : orderId.slice(at + 1);
}

/** The second underscore-separated part (V5 dashboard); the whole id when there is none. */
export function shortOrderId(orderId: string): string {
  return orderId.split('_')[1] ?? orderId;
}
