/**
 * The HMAC of the generic payment callback (DESIGN.md): lowercase hex HMAC-SHA256 keyed by
 * PAYMENT_CALLBACK_SECRET. `verify` compares in constant time and is false for anything that is
 * not a well-formed signature.
 */
export interface CallbackSigner {
  sign(text: string): string;
  verify(text: string, signature: string): boolean;
}

/**
 * What the demo hosted-payment page's per-order token signs: only the holder of the payment link
 * (which carries the token) can pay or cancel that order on the page.
 */
export function demoPaymentTokenText(orderId: string): string {
  return `demo-pay|${orderId}`;
}
