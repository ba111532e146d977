import type {
  BillingProfile,
  Generation,
  SavedImage,
  SavedText,
  Transaction,
  User,
} from './entities';
import { type Currency, formatAmount } from './money';
import type {
  GenerationStatus,
  GenerationType,
  ImageDerivation,
  TransactionStatus,
} from './statuses';

/** The client-facing shapes of SPEC §3/§7 (field names as the API sends them) and mappers. */

export type Bit = 0 | 1;
const bit = (value: boolean): Bit => (value ? 1 : 0);

/** GET /api/auth/me → { user } (username = full name). */
export interface CurrentUserView extends TrialView {
  readonly id: string;
  readonly username: string;
  readonly email: string;
  readonly credits_balance: number;
  /** Whether the address was verified (the mailed link opened). */
  readonly email_verified: boolean;
  /** Trial credits granted once the address is verified; 0 when none wait for it. */
  readonly trial_pending_credits: number;
}

/** The trial part of the balance, as /api/auth/me and /api/profile send it. */
export interface TrialView {
  /** Trial credits left (already inside credits_balance); 0 when none. */
  readonly trial_credits: number;
  /** ISO date-time they lapse; null when none are left or there is no trial. */
  readonly trial_expires_at: string | null;
}

export interface ProfileView extends TrialView {
  readonly full_name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly language: string;
  readonly credits_balance: number;
  readonly created_at: string;
}

export interface TransactionView {
  readonly id: string;
  readonly order_id: string;
  readonly currency: Currency;
  /** 2-decimal string, e.g. "9.50". */
  readonly amount: string;
  readonly status: TransactionStatus;
  readonly credits: number;
  readonly created_at: string;
}

export interface GenerationView {
  readonly id: string;
  readonly generation_type: GenerationType;
  readonly status: GenerationStatus;
  readonly prompt: string;
  readonly cost_credits: number;
  /** The stored result (an image, the speech) of a completed generation; null for texts. */
  readonly result_url: string | null;
  readonly created_at: string;
}

export interface BillingProfileView {
  readonly id: string;
  readonly billing_name: string;
  readonly company_name: string | null;
  readonly address: string;
  readonly city: string;
  readonly postal_code: string;
  readonly country: string;
  readonly tax_id: string | null;
  readonly is_default: Bit;
  readonly created_at: string;
}

/** A generated (or saved) image as the client holds it. */
export interface GeneratedImage {
  readonly id: string;
  readonly url: string;
  readonly prompt: string;
  readonly negativePrompt: string;
  readonly settings: {
    readonly size: string;
    readonly style: string;
    readonly model: string;
    readonly guidance: number;
  };
  readonly aspectRatio: string;
  readonly sizeRequested: number;
  readonly finalWidth: number | null;
  readonly finalHeight: number | null;
  readonly upscale: Bit;
  readonly styleTransfer: Bit;
  /**
   * The image it was made of, and that image's gallery id while the user keeps it saved
   * (null once deleted, or never saved).
   */
  readonly derivedFrom: {
    readonly url: string;
    readonly kind: ImageDerivation;
    readonly imageId: string | null;
  } | null;
  /** ISO date-time. */
  readonly timestamp: string;
}

export interface SavedTextView {
  readonly id: string;
  readonly text_type: string;
  readonly text_length: string;
  readonly writing_style: string;
  readonly output_language: string;
  readonly prompt: string;
  readonly content: string;
  readonly created_at: string;
}

/** GET /api/payments/status. */
export interface PaymentStatusView {
  readonly orderId: string;
  readonly status: TransactionStatus;
  readonly credited: boolean;
  readonly credits: number;
  readonly credits_balance: number;
}

/** The browser's topup_data item. */
export interface TopupData {
  readonly quoteId: string;
  readonly credits: number;
  readonly currency: Currency;
  readonly totalAmount: string;
}

export function toTrialView(user: Pick<User, 'trialCredits' | 'trialExpiresAt'>): TrialView {
  const left = user.trialExpiresAt ? user.trialCredits : 0;
  return {
    trial_credits: left,
    trial_expires_at: left > 0 && user.trialExpiresAt ? user.trialExpiresAt.toISOString() : null,
  };
}

export function toCurrentUserView(user: User): CurrentUserView {
  return {
    id: user.id,
    username: user.fullName,
    email: user.email,
    credits_balance: user.creditsBalance,
    ...toTrialView(user),
    email_verified: user.emailVerifiedAt !== null,
    trial_pending_credits: user.emailVerifiedAt ? 0 : user.trialOwedCredits,
  };
}

export function toProfileView(user: User): ProfileView {
  return {
    full_name: user.fullName,
    email: user.email,
    phone: user.phone,
    language: user.language,
    credits_balance: user.creditsBalance,
    ...toTrialView(user),
    created_at: user.createdAt.toISOString(),
  };
}

export function toTransactionView(tx: Transaction): TransactionView {
  return {
    id: tx.id,
    order_id: tx.orderId,
    currency: tx.currency,
    amount: formatAmount(tx.amountCents),
    status: tx.status,
    credits: tx.credits,
    created_at: tx.createdAt.toISOString(),
  };
}

export function toGenerationView(generation: Generation): GenerationView {
  return {
    id: generation.id,
    generation_type: generation.generationType,
    status: generation.status,
    prompt: generation.prompt,
    cost_credits: generation.costCredits,
    result_url: generation.status === 'completed' ? (generation.resultUrl ?? null) : null,
    created_at: generation.createdAt.toISOString(),
  };
}

export function toBillingProfileView(profile: BillingProfile): BillingProfileView {
  return {
    id: profile.id,
    billing_name: profile.billingName,
    company_name: profile.companyName,
    address: profile.address,
    city: profile.city,
    postal_code: profile.postalCode,
    country: profile.country,
    tax_id: profile.taxId,
    is_default: bit(profile.isDefault),
    created_at: profile.createdAt.toISOString(),
  };
}

/** A saved image as the gallery shows it; `liveIds`: the user's live gallery ids by URL. */
export function toGeneratedImage(
  image: SavedImage,
  liveIds: ReadonlyMap<string, string> = new Map(),
): GeneratedImage {
  return {
    id: image.id,
    url: image.imageUrl,
    prompt: image.prompt,
    negativePrompt: image.negativePrompt ?? '',
    settings: {
      size: image.size,
      style: image.style,
      model: image.model,
      guidance: image.guidance,
    },
    aspectRatio: image.aspectRatio,
    sizeRequested: image.sizeRequested,
    finalWidth: image.finalWidth,
    finalHeight: image.finalHeight,
    upscale: bit(image.upscale),
    styleTransfer: bit(image.styleTransfer),
    derivedFrom: image.derivedFrom
      ? { ...image.derivedFrom, imageId: liveIds.get(image.derivedFrom.url) ?? null }
      : null,
    timestamp: image.createdAt.toISOString(),
  };
}

export function toSavedTextView(text: SavedText): SavedTextView {
  return {
    id: text.id,
    text_type: text.textType,
    text_length: text.textLength,
    writing_style: text.writingStyle,
    output_language: text.outputLanguage,
    prompt: text.prompt,
    content: text.content,
    created_at: text.createdAt.toISOString(),
  };
}
