// Use cases: they orchestrate the ports; the server's handlers call them.
import { type AccountUseCases, createAccountUseCases } from './account.use-cases';
import { type AuthUseCases, createAuthUseCases } from './auth.use-cases';
import { createLibraryUseCases, type LibraryUseCases } from './library.use-cases';
import type { UseCasePorts, UseCaseSettings } from './deps';

export interface UseCases {
  readonly auth: AuthUseCases;
  readonly account: AccountUseCases;
  readonly library: LibraryUseCases;
}

export function createUseCases(ports: UseCasePorts, settings: UseCaseSettings): UseCases {
  return {
    auth: createAuthUseCases(ports, settings),
    account: createAccountUseCases(ports, settings),
    library: createLibraryUseCases(ports, settings),
  };
}

export { type AccountUseCases, createAccountUseCases, DEFAULT_LIST_CAP } from './account.use-cases';
export {
  type AccountStatsPorts,
  type AccountStatsUseCases,
  type AccountStatsView,
  createAccountStatsUseCases,
} from './account-stats.use-cases';
export { ACTIVITY_ACTIONS, type ActivityAction } from './activity.use-cases';
export {
  type ActivityEntryView,
  createOperatorUseCases,
  type FailureView,
  type LedgerEntryView,
  OPERATOR_ACTIONS,
  OPERATOR_LIST_LIMIT,
  type OperatorPorts,
  type OperatorUserView,
  type OperatorUseCases,
} from './operator.use-cases';
export {
  type AccountMailPorts,
  type AccountMailSettingsInput,
  type AccountMailUseCases,
  createAccountMailUseCases,
  DEFAULT_RESET_THROTTLE,
  RESET_TOKEN_INVALID_MESSAGE,
} from './account-mail.use-cases';
export {
  createPersonalTokenUseCases,
  PERSONAL_TOKEN_PREFIX,
  type PersonalTokenPorts,
  type PersonalTokenUseCases,
  type TokenCaller,
} from './personal-tokens.use-cases';
export {
  type AccountExport,
  type AccountExportPorts,
  type AccountExportUseCases,
  createAccountExportUseCases,
  type ExportFile,
} from './account-export.use-cases';
export {
  createSharingUseCases,
  type PublicShare,
  SHARE_LIST_CAP,
  type SharingPorts,
  type SharingUseCases,
  type ShareView,
} from './sharing.use-cases';
export {
  IDEMPOTENCY_IN_FLIGHT_TTL_MS,
  IDEMPOTENCY_TTL_MS,
  type IdempotentOutcome,
  type IdempotentRequest,
  runIdempotently,
} from './idempotency.use-cases';
export {
  type AuthenticatedSession,
  type AuthUseCases,
  createAuthUseCases,
  DEFAULT_LOGIN_THROTTLE,
} from './auth.use-cases';
export {
  createLibraryUseCases,
  FOREIGN_IMAGE_URL_MESSAGE,
  isOwnMediaUrl,
  type LibraryUseCases,
  type PagedList,
} from './library.use-cases';
export type {
  CommercePorts,
  CommerceSettings,
  RequestMeta,
  UseCasePorts,
  UseCaseSettings,
} from './deps';

// The money path (quotes, checkout, payments) and generation
export {
  type CheckoutInitiated,
  type CheckoutOrderView,
  checkoutPathFor,
  PAYMENT_INITIATED_MESSAGE,
} from './checkout.use-cases';
export { type CommerceUseCases, createCommerceUseCases } from './commerce.use-cases';
export type {
  ImageGenerationAnswer,
  ImageJob,
  ModelAvailability,
  TextGenerationAnswer,
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
  type CallbackOutcome,
  DEFAULT_CALLBACK_MAX_AGE_MS,
  DEFAULT_CALLBACK_MAX_AHEAD_MS,
  type DemoPaymentAction,
} from './payments.use-cases';
