import type { Cents, Currency } from './money';
import type { ProfileLanguage } from './languages';
import type {
  GenerationStatus,
  GenerationType,
  ImageDerivation,
  TransactionStatus,
} from './statuses';
import type {
  OutputLanguage,
  TextLength,
  TextType,
  WritingStyle,
} from '../generation/text-options';

/**
 * The stored entities of SPEC §3, in camelCase with Dates and booleans. Adapters map columns
 * (snake_case, 0/1 flags, decimal amounts) to these; views.ts maps them to the API's shapes.
 * `deletedAt` is the soft delete: repositories never return soft-deleted rows.
 */

export interface User {
  readonly id: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly fullName: string;
  readonly phone: string | null;
  readonly language: ProfileLanguage;
  readonly creditsBalance: number;
  /** The part of creditsBalance that is trial credits (spent first; lapses at trialExpiresAt). */
  readonly trialCredits: number;
  /** When the trial's remaining credits lapse; null once lapsed, or when there was no trial. */
  readonly trialExpiresAt: Date | null;
  /** When the address was verified (the mailed link opened); null until then. */
  readonly emailVerifiedAt: Date | null;
  /** The trial promised at sign-up, granted when the address is verified (then 0). */
  readonly trialOwedCredits: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly deletedAt: Date | null;
}

export interface SavedImage {
  readonly id: string;
  readonly userId: string;
  readonly imageUrl: string;
  readonly sourceUrl: string;
  readonly prompt: string;
  readonly negativePrompt: string | null;
  readonly size: string;
  readonly style: string;
  /** Default 'dall-e-3' (SPEC §3). */
  readonly model: string;
  readonly guidance: number;
  /** Default '1:1'. */
  readonly aspectRatio: string;
  /** Default 1024. */
  readonly sizeRequested: number;
  readonly finalWidth: number | null;
  readonly finalHeight: number | null;
  readonly upscale: boolean;
  readonly styleTransfer: boolean;
  /**
   * The image it was made of (edit with words, variation): that image's URL as it was saved,
   * kept when the source is deleted (no foreign key).
   */
  readonly derivedFrom: SavedImageOrigin | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly deletedAt: Date | null;
}

/** Where a saved image came from: the source's media URL and how it was made of it. */
export interface SavedImageOrigin {
  readonly url: string;
  readonly kind: ImageDerivation;
}

export interface SavedText {
  readonly id: string;
  readonly userId: string;
  readonly content: string;
  readonly prompt: string;
  readonly textType: TextType;
  readonly textLength: TextLength;
  readonly writingStyle: WritingStyle;
  readonly outputLanguage: OutputLanguage;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly deletedAt: Date | null;
}

export interface Transaction {
  readonly id: string;
  readonly orderId: string;
  readonly sessionId: string | null;
  readonly userId: string | null;
  readonly userEmail: string;
  readonly credits: number;
  /** decimal(10,2) in the database; minor units of `currency` here. */
  readonly amountCents: Cents;
  readonly currency: Currency;
  readonly status: TransactionStatus;
  readonly credited: boolean;
  readonly paymentUrl: string | null;
  /** The quote the order was priced from (to offer the same price again while it is valid). */
  readonly quoteId: string | null;
  /** When a webhook or callback for this order was last processed. */
  readonly webhookProcessedAt: Date | null;
  /**
   * When a payment arrived for this order after its account was closed: the money was taken,
   * nothing was credited, the operator refunds it. Null otherwise.
   */
  readonly refundDueAt?: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export interface ActivityLogEntry {
  readonly id: string;
  readonly userId: string;
  readonly action: string;
  readonly ipAddress: string | null;
  readonly userAgent: string | null;
  readonly metadata: Readonly<Record<string, unknown>> | null;
  readonly createdAt: Date;
}

export interface BillingProfile {
  readonly id: string;
  readonly userId: string;
  readonly billingName: string;
  readonly companyName: string | null;
  readonly address: string;
  readonly city: string;
  readonly postalCode: string;
  readonly country: string;
  readonly taxId: string | null;
  readonly isDefault: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly deletedAt: Date | null;
}

export interface Generation {
  readonly id: string;
  readonly userId: string;
  readonly generationType: GenerationType;
  readonly prompt: string;
  readonly resultUrl: string | null;
  readonly costCredits: number;
  readonly status: GenerationStatus;
  readonly parameters: Readonly<Record<string, unknown>> | null;
  readonly errorMessage: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly deletedAt: Date | null;
}

/** A signed-in session. Only the SHA-256 of the bearer token is ever stored. */
export interface Session {
  readonly id: string;
  readonly userId: string;
  readonly tokenHash: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
  readonly userAgent: string | null;
  readonly ipAddress: string | null;
}

// What the repositories' create methods take: the row without what the store fills in.
export type NewUser = Pick<User, 'email' | 'passwordHash' | 'fullName' | 'language'> & {
  readonly phone?: string | null;
};
export type NewSavedImage = Omit<
  SavedImage,
  'id' | 'createdAt' | 'updatedAt' | 'deletedAt' | 'derivedFrom'
> & { readonly derivedFrom?: SavedImageOrigin | null };
export type NewSavedText = Omit<SavedText, 'id' | 'createdAt' | 'updatedAt' | 'deletedAt'>;
export type NewTransaction = Pick<
  Transaction,
  'orderId' | 'userId' | 'userEmail' | 'credits' | 'amountCents' | 'currency'
> & {
  readonly status?: TransactionStatus;
  readonly sessionId?: string | null;
  readonly paymentUrl?: string | null;
  readonly quoteId?: string | null;
};
export type NewActivityLogEntry = Pick<ActivityLogEntry, 'userId' | 'action'> & {
  readonly ipAddress?: string | null;
  readonly userAgent?: string | null;
  readonly metadata?: Readonly<Record<string, unknown>> | null;
};
export type NewBillingProfile = Omit<
  BillingProfile,
  'id' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;
export type NewGeneration = Pick<
  Generation,
  'userId' | 'generationType' | 'prompt' | 'costCredits'
> & {
  readonly status?: GenerationStatus;
  readonly parameters?: Readonly<Record<string, unknown>> | null;
};
export type NewSession = Pick<Session, 'userId' | 'tokenHash' | 'expiresAt'> & {
  readonly userAgent?: string | null;
  readonly ipAddress?: string | null;
};
