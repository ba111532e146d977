// Use cases: they orchestrate the ports; the server's handlers call them. The ports themselves
// are the main entry's (`@lumen/domain`).
export { createUseCases, type UseCases } from './use-cases';
export type { Generators, RequestMeta, UseCasePorts, UseCaseSettings } from './deps';

export { type AccountUseCases, DEFAULT_LIST_CAP } from './account.use-cases';
export type {
  AccountStatsUseCases,
  AccountStatsView,
} from './account-stats.use-cases';
export { ACTIVITY_ACTIONS, type ActivityAction } from './activity.use-cases';
export {
  type ActivityEntryView,
  type FailureView,
  type LedgerEntryView,
  OPERATOR_ACTIONS,
  OPERATOR_LIST_LIMIT,
  type OperatorPorts,
  type OperatorUserView,
  type OperatorUseCases,
} from './operator.use-cases';
export {
  type AccountMailUseCases,
  DEFAULT_RESET_THROTTLE,
  RESET_TOKEN_INVALID_MESSAGE,
} from './account-mail.use-cases';
export {
  DEFAULT_VERIFICATION_THROTTLE,
  type EmailVerificationUseCases,
  VERIFICATION_TOKEN_INVALID_MESSAGE,
} from './email-verification.use-cases';
export type { AccountDeletionUseCases } from './account-deletion.use-cases';
export type {
  AccountExport,
  AccountExportPorts,
  AccountExportUseCases,
  ExportFile,
} from './account-export.use-cases';
export {
  type PublicShare,
  SHARE_LIST_CAP,
  type SharingPorts,
  type SharingUseCases,
  type ShareView,
} from './sharing.use-cases';
export {
  createOidcSignInUseCases,
  OIDC_FLOW_TTL_MS,
  OIDC_MESSAGES,
  OIDC_TICKET_TTL_MS,
  type OidcCallbackResult,
  type OidcLinkProof,
  type OidcSignInPorts,
  type OidcSignInUseCases,
  type SignInMethodsView,
} from './oidc-sign-in.use-cases';
export {
  type AuthenticatedSession,
  type AuthUseCases,
  DEFAULT_LOGIN_THROTTLE,
} from './auth.use-cases';
export {
  type CheckoutInitiated,
  type CheckoutOrderView,
  type CheckoutUseCases,
  checkoutPathFor,
  PAYMENT_INITIATED_MESSAGE,
} from './checkout.use-cases';
export type {
  GenerationStream,
  GenerationUseCases,
  StreamEnd,
  StreamEnded,
} from './generation.use-cases';
export {
  createGenerationSweeper,
  DEFAULT_GENERATION_TIMEOUT_MINUTES,
  GENERATION_TIMED_OUT_MESSAGE,
  type GenerationSweeper,
  type GenerationSweeperSettings,
  type SweepReport,
} from './generation-sweeper.use-cases';
export {
  IDEMPOTENCY_IN_FLIGHT_TTL_MS,
  IDEMPOTENCY_TTL_MS,
  type IdempotencyUseCases,
  type IdempotentOutcome,
  type IdempotentRequest,
} from './idempotency.use-cases';
export {
  FOREIGN_IMAGE_URL_MESSAGE,
  isOwnMediaUrl,
  type LibraryUseCases,
  type PagedList,
} from './library.use-cases';
export {
  type CallbackOutcome,
  DEFAULT_CALLBACK_MAX_AGE_MS,
  DEFAULT_CALLBACK_MAX_AHEAD_MS,
  type DemoPaymentAction,
  type PaymentUseCases,
} from './payments.use-cases';
export {
  PERSONAL_TOKEN_PREFIX,
  type PersonalTokenUseCases,
  type TokenCaller,
} from './personal-tokens.use-cases';
export type { QuoteUseCases } from './quotes.use-cases';
export { type UploadUseCases, type UploadView, uploadView } from './uploads.use-cases';
export {
  createSessionUseCases,
  type DeviceSession,
  type SessionUseCases,
} from './sessions.use-cases';
export { createSignInWatch, deviceFamily } from './new-device.use-cases';
export {
  CONFIRMATION_MESSAGES,
  CONFIRMATION_TTL_MS,
  type ConfirmationOptions,
  type ConfirmationUseCases,
  createConfirmationUseCases,
} from './confirmation.use-cases';
export {
  createPasskeyUseCases,
  PASSKEY_CHALLENGE_TTL_MS,
  PASSKEY_SIGN_IN_FAILED,
  PASSKEYS_MAX,
  type PasskeyUseCases,
} from './passkeys.use-cases';
