/**
 * Where the checkout keeps what was typed for an order during the round-trip to the payment page
 * (sessionStorage, per order). The checkout reads and writes it; the success page, another
 * feature, only clears it once the order is paid.
 */
export const checkoutDetailsKey = (orderId: string) => `checkout_details:${orderId}`;

export function clearTypedDetails(orderId: string | undefined): void {
  if (!orderId) return;
  try {
    sessionStorage.removeItem(checkoutDetailsKey(orderId));
  } catch {
    // Nothing to clear.
  }
}
