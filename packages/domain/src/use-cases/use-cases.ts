import { type AccountUseCases, createAccountUseCases } from './account.use-cases';
import {
  type AccountDeletionUseCases,
  createAccountDeletionUseCases,
} from './account-deletion.use-cases';
import {
  type AccountExportUseCases,
  createAccountExportUseCases,
} from './account-export.use-cases';
import { type AccountMailUseCases, createAccountMailUseCases } from './account-mail.use-cases';
import { type AccountStatsUseCases, createAccountStatsUseCases } from './account-stats.use-cases';
import { type AuthUseCases, createAuthUseCases } from './auth.use-cases';
import { type CheckoutUseCases, createCheckoutUseCases } from './checkout.use-cases';
import type { UseCasePorts, UseCaseSettings } from './deps';
import {
  createEmailVerificationUseCases,
  type EmailVerificationUseCases,
} from './email-verification.use-cases';
import { createGenerationUseCases, type GenerationUseCases } from './generation.use-cases';
import { createIdempotencyUseCases, type IdempotencyUseCases } from './idempotency.use-cases';
import { createLibraryUseCases, type LibraryUseCases } from './library.use-cases';
import { createOperatorUseCases, type OperatorUseCases } from './operator.use-cases';
import { createPaymentUseCases, type PaymentUseCases } from './payments.use-cases';
import {
  createPersonalTokenUseCases,
  type PersonalTokenUseCases,
} from './personal-tokens.use-cases';
import { createSharingUseCases, type SharingUseCases } from './sharing.use-cases';
import { createPasskeyUseCases, type PasskeyUseCases } from './passkeys.use-cases';
import { type ConfirmationUseCases, createConfirmationUseCases } from './confirmation.use-cases';
import { createSessionUseCases, type SessionUseCases } from './sessions.use-cases';
import { createQuoteUseCases, type QuoteUseCases } from './quotes.use-cases';
import { createUploadUseCases, type UploadUseCases } from './uploads.use-cases';

/** Every use case the server's handlers call, over one set of ports. */
export interface UseCases {
  readonly auth: AuthUseCases;
  readonly account: AccountUseCases;
  readonly accountStats: AccountStatsUseCases;
  readonly accountExport: AccountExportUseCases;
  readonly accountDeletion: AccountDeletionUseCases;
  readonly accountMail: AccountMailUseCases;
  /** The address check the trial waits for. */
  readonly emailVerification: EmailVerificationUseCases;
  readonly library: LibraryUseCases;
  readonly quotes: QuoteUseCases;
  readonly checkout: CheckoutUseCases;
  readonly payments: PaymentUseCases;
  readonly generation: GenerationUseCases;
  readonly personalTokens: PersonalTokenUseCases;
  readonly idempotency: IdempotencyUseCases;
  readonly sharing: SharingUseCases;
  /** The operator console (admin routes only). */
  readonly operator: OperatorUseCases;
  /** Pictures users send, as input to later generations. */
  readonly uploads: UploadUseCases;
  /** The account's signed-in devices. */
  readonly sessions: SessionUseCases;
  readonly passkeys: PasskeyUseCases;
  /** "Confirm it is you" before a sensitive step. */
  readonly confirmation: ConfirmationUseCases;
}

export function createUseCases(ports: UseCasePorts, settings: UseCaseSettings): UseCases {
  const quotes = createQuoteUseCases(ports, settings);
  const payments = createPaymentUseCases(ports, settings);
  return {
    auth: createAuthUseCases(ports, settings),
    account: createAccountUseCases(ports, settings),
    accountStats: createAccountStatsUseCases(ports, settings),
    accountExport: createAccountExportUseCases(ports, settings),
    accountDeletion: createAccountDeletionUseCases(ports, settings),
    accountMail: createAccountMailUseCases(ports, settings),
    emailVerification: createEmailVerificationUseCases(ports, settings),
    library: createLibraryUseCases(ports, settings),
    quotes,
    checkout: createCheckoutUseCases(ports, settings, quotes),
    payments,
    generation: createGenerationUseCases(ports),
    personalTokens: createPersonalTokenUseCases(ports),
    idempotency: createIdempotencyUseCases(ports),
    sharing: createSharingUseCases(ports, settings),
    operator: createOperatorUseCases({ ...ports, paymentStatus: payments.status }),
    uploads: createUploadUseCases(ports, settings),
    sessions: createSessionUseCases(ports),
    passkeys: createPasskeyUseCases(ports, settings),
    confirmation: createConfirmationUseCases(ports, settings),
  };
}
