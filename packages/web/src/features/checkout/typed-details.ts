import { z } from 'zod';
import type { CheckoutValues } from '@/features/checkout/known-details';
import { checkoutDetailsKey, clearTypedDetails } from '@/lib/checkout-details-storage';

/**
 * What the user typed in the checkout form, kept for the round-trip to the payment page: a
 * cancelled or declined payment comes back to the checkout holding the same order, and the form
 * starts again from what was typed (the consent included). Only billing details — the checkout
 * never sees card data. Kept per order in sessionStorage (this tab only, gone with it), cleared
 * once the order is paid.
 */

const typedSchema = z
  .object({
    fullName: z.string(),
    email: z.string(),
    phone: z.string(),
    country: z.string(),
    state: z.string(),
    city: z.string(),
    address: z.string(),
    zipCode: z.string(),
    agreeToTerms: z.boolean(),
  })
  .partial();

export type TypedDetails = Partial<CheckoutValues>;

export function saveTypedDetails(orderId: string, values: TypedDetails): void {
  try {
    sessionStorage.setItem(checkoutDetailsKey(orderId), JSON.stringify(typedSchema.parse(values)));
  } catch {
    // Storage full or refused: the form simply starts from the account's details again.
  }
}

export function readTypedDetails(orderId: string | undefined): TypedDetails | undefined {
  if (!orderId) return undefined;
  try {
    const raw = sessionStorage.getItem(checkoutDetailsKey(orderId));
    if (!raw) return undefined;
    const parsed = typedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export { clearTypedDetails };
