import { z } from 'zod';
import { MAX_TOPUP_CREDITS, MIN_TOPUP_CREDITS } from '../shared/constants';
import { CURRENCIES, DEFAULT_CURRENCY } from '../shared/money';
import { TRANSACTION_STATUSES } from '../shared/statuses';
import { emailSchema, phoneSchema } from './common';
import { EXTRA_MESSAGES, MESSAGES } from './messages';

/** Credits of a top-up: a whole number from 1 to 10000. */
export const creditsSchema = z
  .number({ error: MESSAGES.topupInvalidAmount })
  .int(MESSAGES.creditsWhole)
  .min(MIN_TOPUP_CREDITS, MESSAGES.creditsMin)
  .max(MAX_TOPUP_CREDITS, MESSAGES.creditsMax);

/** A payment amount in EUR: 0.01 to 8000. */
export const paymentAmountSchema = z
  .number()
  .positive(MESSAGES.amountPositive)
  .min(0.01, MESSAGES.amountMin)
  .max(8000, MESSAGES.amountMax);

export const currencyCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{3}$/, EXTRA_MESSAGES.currencyCode)
  .transform((code) => code.toUpperCase());

export const paymentSchema = z.object({
  amount: paymentAmountSchema,
  currency: currencyCodeSchema,
});
export type Payment = z.infer<typeof paymentSchema>;

export const currencySchema = z.enum(CURRENCIES);

/** POST /api/currency/quote. */
export const quoteRequestSchema = z.object({
  credits: creditsSchema,
  currency: currencySchema.default(DEFAULT_CURRENCY),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** The checkout form's billing info (SPEC §3 'Billing info (checkout)'). */
export const checkoutDetailsSchema = z.object({
  email: emailSchema,
  // SPEC §5 gives no words for these rules: each has its own message (EXTRA_MESSAGES), so a
  // screen shows the catalogue's words rather than the schema library's.
  fullName: z
    .string({ error: EXTRA_MESSAGES.fullNameLength })
    .trim()
    .min(2, EXTRA_MESSAGES.fullNameLength)
    .max(100, EXTRA_MESSAGES.fullNameLength),
  phone: phoneSchema,
  country: z
    .string({ error: MESSAGES.countryRequired })
    .trim()
    .min(1, MESSAGES.countryRequired)
    .max(100, EXTRA_MESSAGES.countryTooLong),
  state: z
    .string({ error: EXTRA_MESSAGES.stateRequired })
    .trim()
    .min(1, EXTRA_MESSAGES.stateRequired)
    .max(100, EXTRA_MESSAGES.stateTooLong),
  city: z
    .string({ error: MESSAGES.cityRequired })
    .trim()
    .min(1, MESSAGES.cityRequired)
    .max(100, EXTRA_MESSAGES.cityTooLong),
  address: z
    .string({ error: EXTRA_MESSAGES.addressLength })
    .trim()
    .min(5, EXTRA_MESSAGES.addressLength)
    .max(200, EXTRA_MESSAGES.addressLength),
  zipCode: z
    .string({ error: EXTRA_MESSAGES.postalCodeLength })
    .trim()
    .min(3, EXTRA_MESSAGES.postalCodeLength)
    .max(20, EXTRA_MESSAGES.postalCodeLength),
  agreeToTerms: z.literal(true, { error: MESSAGES.consentRequired }),
});
export type CheckoutDetails = z.infer<typeof checkoutDetailsSchema>;

/** POST /api/checkout/initiate: the stored quote is the only price input the server trusts. */
export const checkoutInitiateSchema = z.object({
  quoteId: z.string({ error: MESSAGES.noOrderFound }).trim().min(1, MESSAGES.noOrderFound).max(100),
  billingInfo: checkoutDetailsSchema,
});
export type CheckoutInitiate = z.infer<typeof checkoutInitiateSchema>;

/** The browser's topup_data item, read back on the checkout page. */
export const topupDataSchema = z.object({
  quoteId: z.string().min(1),
  credits: creditsSchema,
  currency: currencySchema,
  totalAmount: z.string(),
});

const stringOrNumber = z.union([z.string().max(64), z.number()]);

/** POST /api/payments/callback (the generic gateway). */
export const paymentCallbackSchema = z.object({
  orderId: z.string().min(1).max(100),
  status: z.enum(TRANSACTION_STATUSES, { error: MESSAGES.invalidPaymentStatus }),
  amount: stringOrNumber.optional(),
  currencyCode: z.string().max(3).optional(),
  timestamp: stringOrNumber.optional(),
  signature: z.string().max(256).optional(),
  merchant: z.string().max(200).optional(),
});
export type PaymentCallback = z.infer<typeof paymentCallbackSchema>;

/**
 * The text the callback signature is computed over (DESIGN.md):
 * `orderId|status|amount|currencyCode|timestamp`, absent fields as ''.
 */
export function paymentCallbackSigningText(callback: PaymentCallback): string {
  return [
    callback.orderId,
    callback.status,
    callback.amount ?? '',
    callback.currencyCode ?? '',
    callback.timestamp ?? '',
  ]
    .map(String)
    .join('|');
}
