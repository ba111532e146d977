// @lumen/domain: the pure core. Everything public is listed here by name, but for the table of
// kinds, whose file exports each kind's own modules.

// Errors and results
export {
  DOMAIN_ERROR_CODES,
  DomainError,
  type DomainErrorCode,
  type DomainErrorDetails,
  type DomainErrorIssue,
  type GenerationFailureKind,
  domainErr,
  type Err,
  err,
  insufficientCredits,
  isDomainError,
  type Ok,
  ok,
  type Result,
  unwrap,
} from './shared/errors';

// Constants (SPEC §9)
export {
  CREATIONS_PAGE_SIZE,
  DEFAULT_CREDIT_PRICE_EUR_CENTS,
  DEFAULT_TRIAL_CREDITS,
  DEFAULT_GUIDANCE,
  DISCOUNT_TIERS,
  FREE_TRIAL_DAYS,
  GALLERY_PAGE_SIZE,
  GUIDANCE_MAX,
  GUIDANCE_MIN,
  GUIDANCE_STEP,
  IMAGE_BASE_COST,
  IMAGE_EXTRA_IMAGE_COST,
  IMAGE_LARGE_SIZE_COST,
  IMAGE_MAX_COUNT,
  IMAGE_MIN_COUNT,
  IMAGE_STYLE_TRANSFER_COST,
  IMAGE_UPSCALE_COST,
  MAX_PAGE_SIZE,
  MAX_PAYMENT_AMOUNT_EUR_CENTS,
  MAX_TOPUP_CREDITS,
  MIN_PAYMENT_AMOUNT_EUR_CENTS,
  MIN_TOPUP_CREDITS,
  NEGATIVE_PROMPT_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PAYMENT_POLLING_MAX_ATTEMPTS,
  PAYMENT_POLLING_SCHEDULE,
  PAYMENT_POLLING_START_DELAY_MS,
  PROMPT_MAX_LENGTH,
  PROMPT_MIN_LENGTH,
  PUBLIC_CONFIG_META,
  QUOTE_TTL_MS,
  SAVED_TEXTS_PAGE_SIZE,
  SESSION_IDLE_MS,
  SESSION_TTL_MS,
  SIGNUP_PASSWORD_MIN_LENGTH,
  TEXT_MAX_VARIANTS,
  TEXT_MIN_VARIANTS,
  TEXT_SPANISH_SURCHARGE,
  VIDEO_CREDITS_PER_BLOCK,
  VIDEO_SECONDS_PER_BLOCK,
  THIS_WEEK_DAYS,
  THIS_WEEK_MS,
  TRANSACTIONS_PAGE_SIZE,
  VOICE_CHARACTERS_PER_BLOCK,
  VOICE_COST_PER_BLOCK,
} from './shared/constants';

// Money
export {
  amountToCents,
  assertCents,
  CURRENCIES,
  type Cents,
  type Currency,
  DEFAULT_CURRENCY,
  divideRoundHalfUp,
  formatAmount,
  isCurrency,
  type Money,
  money,
  multiplyCents,
  parseAmount,
  percentOfCents,
} from './shared/money';

// Pricing and quotes
export {
  DEFAULT_FX_RATES,
  discountPercentFor,
  type FxRateTable,
  isValidCredits,
  isValidPaymentAmountEurCents,
  type PriceBreakdown,
  type PriceInput,
  parseFxRates,
  priceCredits,
  type Quote,
  toQuote,
} from './payments/pricing';

// Cost rules
export {
  type ImageCostInput,
  imageCost,
  isLargeImageSize,
  type TextCostInput,
  rewriteCost,
  textCost,
  voiceCost,
  type VideoCostInput,
  videoCost,
} from './generation/cost-rules';

// Credit ledger
export {
  adjustmentEntry,
  adjustmentKey,
  applyEntry,
  type CreditLedgerEntry,
  checkLedger,
  debitEntry,
  debitKey,
  draftRejection,
  EMPTY_LEDGER,
  entryRejection,
  LEDGER_ENTRY_KINDS,
  type LedgerEntryDraft,
  type LedgerEntryKind,
  type LedgerState,
  ledgerBalance,
  parseIdempotencyKey,
  refundEntry,
  refundKey,
  refundLapse,
  replayLedger,
  topupEntry,
  topupKey,
  type TrialBucket,
  trialGrantEntry,
  trialGrantKey,
  trialLapseEntry,
  trialLapseKey,
  trialShare,
} from './ledger/credit-ledger';

// Options and enums
export {
  ASPECT_RATIOS,
  type AspectRatio,
  DEFAULT_ASPECT_RATIO,
  DEFAULT_IMAGE_MODEL,
  DEFAULT_IMAGE_SIZE,
  DEFAULT_IMAGE_STYLE,
  DEFAULT_TARGET_SIZE,
  frameOfSize,
  IMAGE_MODELS,
  IMAGE_SIZES,
  IMAGE_STYLES,
  type ImageFrame,
  type ImageModel,
  type ImageSize,
  type ImageStyle,
  imageSizeDimensions,
  isImageSize,
  SAVED_IMAGE_DEFAULTS,
  TARGET_SIZES,
  type TargetSize,
  targetSizeOf,
} from './generation/image-options';
export {
  applyTextPreset,
  DEFAULT_OUTPUT_LANGUAGE,
  OUTPUT_LANGUAGES,
  type OutputLanguage,
  TEXT_LENGTH_COST,
  TEXT_LENGTH_WORDS,
  TEXT_LENGTHS,
  TEXT_MODELS,
  TEXT_PRESET_NAMES,
  TEXT_PRESETS,
  TEXT_TYPES,
  type TextLength,
  type TextModel,
  type TextPreset,
  type TextPresetName,
  type TextSettings,
  type TextType,
  WRITING_STYLES,
  type WritingStyle,
} from './generation/text-options';
export {
  DEFAULT_VOICE_FORMAT,
  DEFAULT_VOICE_LANGUAGE,
  DEFAULT_VOICE_MODEL,
  DEFAULT_VOICE_SPEED,
  defaultVoiceOf,
  isVoiceOf,
  VOICE_CONTENT_TYPES,
  VOICE_FORMATS,
  VOICE_LANGUAGES,
  VOICE_MODELS,
  VOICE_NAMES,
  VOICE_SPEED_MAX,
  VOICE_SPEED_MIN,
  VOICE_SPEED_STEP,
  VOICE_TEXT_MAX_LENGTH,
  VOICE_TEXT_MIN_LENGTH,
  VOICES,
  type VoiceFormat,
  type VoiceLanguage,
  type VoiceModel,
  type VoiceName,
} from './generation/voice-options';
export {
  DEFAULT_VIDEO_ASPECT_RATIO,
  DEFAULT_VIDEO_DURATION,
  DEFAULT_VIDEO_MODEL,
  VIDEO_ASPECT_RATIOS,
  VIDEO_DURATIONS,
  VIDEO_MODELS,
  type VideoAspectRatio,
  type VideoDuration,
  type VideoModel,
} from './generation/video-options';
export {
  DEFAULT_GENERATION_STATUS,
  DEFAULT_TRANSACTION_STATUS,
  GENERATION_STATUSES,
  IMAGE_DERIVATIONS,
  type ImageDerivation,
  type GenerationStatus,
  type GenerationType,
  generationStatusClass,
  isPaidTransactionStatus,
  isTransactionStatus,
  PAID_TRANSACTION_STATUSES,
  STATUS_DISPLAY_CLASSES,
  type StatusDisplayClass,
  TRANSACTION_STATUSES,
  type TransactionStatus,
  transactionStatusClass,
} from './shared/statuses';
export {
  DEFAULT_PROFILE_LANGUAGE,
  DEFAULT_UI_LANGUAGE,
  PROFILE_LANGUAGES,
  type ProfileLanguage,
  UI_LANGUAGES,
  type UiLanguage,
} from './shared/languages';

// Entities and client-facing views
export type {
  ActivityLogEntry,
  BillingProfile,
  Generation,
  NewActivityLogEntry,
  NewBillingProfile,
  NewGeneration,
  NewSavedImage,
  NewSavedText,
  NewSession,
  NewTransaction,
  NewUser,
  SavedImage,
  SavedImageOrigin,
  SavedText,
  Session,
  Transaction,
  User,
} from './shared/entities';
export {
  type BillingProfileView,
  type Bit,
  type CurrentUserView,
  type GeneratedImage,
  type GenerationView,
  type PaymentStatusView,
  type ProfileView,
  type SavedTextView,
  type TopupData,
  type TransactionView,
  type TrialView,
  toBillingProfileView,
  toCurrentUserView,
  toGeneratedImage,
  toGenerationView,
  toProfileView,
  toSavedTextView,
  toTransactionView,
  toTrialView,
} from './shared/views';

// Dashboard helpers, order ids, payment polling
export { initials } from './accounts/account-stats';
export {
  DEFAULT_SAVED_QUOTA,
  formatBytes,
  type SavedQuota,
  savedQuotaExceeded,
} from './accounts/saved-quota';
export { trialClaimAddress } from './ledger/trial-claim';
export { clientNetwork } from './accounts/client-network';
export { madeImage, recordedImageFields } from './generation/generation-record';
export { makeOrderId, orderIdSuffix, shortOrderId } from './payments/order-id';
export {
  AUTH_EXPIRED_MESSAGE,
  PAYMENT_TIMEOUT_MESSAGE,
  paymentPollingDelayMs,
} from './payments/payment-polling';

// Validation (zod schemas with SPEC §5's messages)
export {
  type BillingForm,
  type BillingProfileInput,
  billingFormSchema,
  billingProfileSchema,
  type ChangePassword,
  type ChangePasswordForm,
  changePasswordFormSchema,
  changePasswordSchema,
  type DeleteAccount,
  deleteAccountSchema,
  type ImageDownload,
  imageDownloadSchema,
  MAX_DOWNLOAD_IMAGES,
  type ProfileForm,
  type ProfileUpdate,
  profileFormSchema,
  profileUpdateSchema,
} from './validation/account.schema';
export {
  type ResetPassword,
  resetPasswordSchema,
  type SignIn,
  type SignUpBody,
  type SignUpForm,
  signInSchema,
  signUpBodySchema,
  signUpFormSchema,
} from './validation/auth.schema';
export {
  emailSchema,
  emptyAsUndefined,
  flagSchema,
  newPasswordSchema,
  PASSWORD_CLASSES,
  PHONE_PATTERN,
  passwordClassCount,
  phoneSchema,
} from './validation/common';
export {
  type GeminiImageRequest,
  type GeneratedImages,
  type GeneratedTexts,
  type GeneratedVoice,
  generatedImagesSchema,
  generatedTextsSchema,
  generatedVoiceSchema,
  geminiImageRequestSchema,
  type ImageGenerationRequest,
  imageGenerationSchema,
  negativePromptSchema,
  promptSchema,
  type TextGenerationRequest,
  textGenerationSchema,
  type VoiceGenerationRequest,
  voiceGenerationSchema,
  type GeneratedVideo,
  generatedVideoFileSchema,
  generatedVideoSchema,
  type GenerationStarted,
  generationStartedSchema,
  type VideoGenerationRequest,
  videoGenerationSchema,
  type TextStreamAccepted,
  textStreamAcceptedSchema,
  type TextStreamDelta,
  textStreamDeltaSchema,
  type TextStreamDone,
  textStreamDoneSchema,
  type TextStreamError,
  textStreamErrorSchema,
} from './validation/generation.schema';
// Kinds of generation: what each one's pipeline reads (cost, parameters, storage, answer)
export type {
  GenerationCharge,
  GenerationKind,
  GenerationKindTypes,
} from './generation/generation-kind';
// The table of kinds: every layer loops over it. A kind's own modules (its options, schemas and
// generator types) are exported through it, so a new kind is one entry there and nothing here.
export * from './generation/kinds';
export {
  demoImageJob,
  type GeneratedImageData,
  type GeneratedImageRef,
  geminiImageJob,
  type ImageGenerationInput,
  type ImageGenerator,
  type ImageJob,
  imageGeneration,
} from './generation/image.generation';
export {
  type TextGenerationInput,
  type TextGenerator,
  textGeneration,
} from './generation/text.generation';
export {
  type GeneratedAudioData,
  type GeneratedAudioRef,
  type VoiceGenerationInput,
  type VoiceGenerator,
  voiceGeneration,
} from './generation/voice.generation';
export {
  type GeneratedVideoData,
  type GeneratedVideoRef,
  recordedVideo,
  type VideoGenerationInput,
  type VideoGenerator,
  videoGeneration,
} from './generation/video.generation';
export {
  type GenerationProgress,
  generationProgressSchema,
} from './validation/generation-progress.schema';
export {
  type GeneratedImageInput,
  generatedImageInputSchema,
  type ImageSave,
  imageSaveSchema,
  type TextSave,
  textSaveSchema,
} from './validation/library.schema';
export { EXTRA_MESSAGES, MESSAGES } from './validation/messages';
export {
  type CheckoutDetails,
  type CheckoutInitiate,
  checkoutDetailsSchema,
  checkoutInitiateSchema,
  creditsSchema,
  currencyCodeSchema,
  currencySchema,
  type Payment,
  type PaymentCallback,
  paymentAmountSchema,
  paymentCallbackSchema,
  paymentCallbackSigningText,
  paymentSchema,
  type QuoteRequest,
  quoteRequestSchema,
  topupDataSchema,
} from './validation/payment.schema';
export {
  GALLERY_SORT_FIELDS,
  type GalleryQuery,
  type GallerySortField,
  galleryQuerySchema,
  SORT_ORDERS,
  type SavedTextsQuery,
  type SortOrder,
  savedTextsQuerySchema,
  totalPages,
} from './validation/query.schema';

// Mail: the account mails and their language
export { LOW_BALANCE_THRESHOLD } from './ledger/low-balance';
export {
  lowBalanceMail,
  PASSWORD_RESET_TOKEN_PARAM,
  PASSWORD_RESET_TTL_MS,
  passwordResetLink,
  passwordResetMail,
} from './mail/account-mails';
export { type MailLanguage, mailLanguageFrom } from './mail/mail-language';
export {
  EMAIL_VERIFICATION_PATH,
  EMAIL_VERIFICATION_TTL_MS,
  emailVerificationLink,
  emailVerificationMail,
} from './mail/verification-mail';
export type { Mailer, OutgoingMail } from './ports/mailer.port';
export type {
  AccountMailSettings,
  NewPasswordResetToken,
  PasswordResetTokenRepository,
} from './ports/account-mail.port';
export {
  type NewPasswordForm,
  newPasswordFormSchema,
  type PasswordResetCheck,
  type PasswordResetComplete,
  type PasswordResetRequest,
  passwordResetCheckSchema,
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
} from './validation/password-reset.schema';
export {
  type EmailVerification,
  emailVerificationSchema,
} from './validation/email-verification.schema';

// Ports (interfaces the adapters implement)
export type { AccountExportRows, RowCursor } from './ports/account-export.port';
export type {
  AccountStats,
  AccountStatsQuery,
  AccountStatsReader,
} from './ports/account-stats.port';
export type { AccountClosure, ClosedAccount } from './ports/account-closure.port';
export type { ActivityLog } from './ports/activity-log.port';
export type {
  LinkedIdentity,
  LinkedIdentityRepository,
  NewLinkedIdentity,
} from './ports/linked-identity-repository.port';
export type {
  OidcAuthorization,
  OidcAuthorizationChecks,
  OidcCallbackOutcome,
  OidcIdentityClaims,
  OidcProvider,
  OidcRefusal,
} from './ports/oidc-provider.port';
export type { SingleUseStore } from './ports/single-use-store.port';
export type { ConfirmationMarks } from './ports/confirmation-marks.port';
export { ADMIN_ROLE, type OperatorQueries, type UserRoles } from './ports/operator.port';
export type { BillingProfileRepository } from './ports/billing-profile-repository.port';
export type { Clock } from './ports/clock.port';
export type { ListQuery, Page, SortDirection } from './ports/common.port';
export type { CreditLedger, LedgerReceipt } from './ports/credit-ledger.port';
export type { TrialCredits, TrialLapse } from './ports/trial-credits.port';
export type {
  EmailVerificationTokenRepository,
  TrialClaims,
} from './ports/trial-claims.port';
export type {
  DomainEvent,
  DomainEventOf,
  DomainEventType,
  EventBus,
} from './ports/event-bus.port';
export type { FxRates } from './ports/fx-rates.port';
export type {
  IdempotencyClaim,
  IdempotencyStore,
  IdempotentAnswer,
} from './ports/idempotency-store.port';
export type { GenerationFilters, GenerationRepository } from './ports/generation-repository.port';
export type {
  GenerationJob,
  GenerationJobHandler,
  GenerationJobOutcome,
  GenerationProgressReporter,
  GenerationQueue,
  GenerationQueueDepth,
} from './ports/generation-queue.port';
export { generationJobOf } from './ports/generation-queue.port';
export type {
  GenerateOptions,
  Generator,
  StopSignal,
  StreamOptions,
} from './ports/generator.port';
export type { MediaStore, StoredMedia } from './ports/media-store.port';
export {
  type EncodedImage,
  type ImageDecoder,
  type ImageHeader,
  UPLOAD_IMAGE_TYPES,
  type UploadImageType,
} from './ports/image-decoder.port';
export type { NewUpload, Upload, UploadRepository } from './ports/upload-repository.port';
export {
  DEFAULT_UPLOAD_LIMITS,
  formatByteSize,
  sniffImageType,
  UPLOAD_FILE_FIELD,
  UPLOAD_MESSAGES,
  type UploadLimits,
} from './media/upload-image';
export type { PasswordHasher } from './ports/password-hasher.port';
export {
  type NewPersonalToken,
  type PersonalToken,
  type PersonalTokenRepository,
  TOKEN_SCOPES,
  type TokenScope,
} from './ports/personal-token-repository.port';
export {
  type PersonalTokenCreate,
  personalTokenCreateSchema,
} from './validation/token.schema';
export {
  ADMIN_ADJUSTMENT_MAX_CREDITS,
  type AdminAdjustment,
  type AdminAdjustmentForm,
  adminAdjustmentFormSchema,
  adminAdjustmentSchema,
} from './validation/admin.schema';
export {
  type NewShare,
  SHARE_EXPIRIES,
  SHARE_ITEM_TYPES,
  type Share,
  type ShareExpiry,
  type ShareItemType,
  type ShareRepository,
} from './ports/share-repository.port';
export { type ShareCreate, shareCreateSchema } from './validation/share.schema';
export type {
  CheckoutOrder,
  CheckoutSession,
  PaymentProvider,
  ProviderPaymentStatus,
} from './ports/payment-provider.port';
export type { QuoteStore, StoredQuote } from './ports/quote-store.port';
export type {
  RateLimitDecision,
  RateLimiter,
  ThrottlingRateLimiter,
} from './ports/rate-limiter.port';
export type { SavedImageFilters, SavedImageRepository } from './ports/saved-image-repository.port';
export type { SavedTextFilters, SavedTextRepository } from './ports/saved-text-repository.port';
export type { SessionRepository, SessionSummary } from './ports/session-repository.port';
export type { DeviceSighting, KnownDevices } from './ports/known-devices.port';
export type {
  CeremonyOptions,
  NewPasskeyCredential,
  PasskeyChallenges,
  PasskeyCredential,
  PasskeyCredentials,
  VerifiedRegistration,
  WebAuthn,
} from './ports/passkeys.port';
export type { DeviceDescription, DeviceType, UserAgentParser } from './ports/user-agent.port';
export type { SessionCache } from './ports/session-cache.port';
export type { SessionTokens } from './ports/session-tokens.port';
export type { TransactionalRepositories, UnitOfWork } from './ports/unit-of-work.port';
export type { PaymentWebhookEvent, PaymentWebhookVerifier } from './ports/payment-webhook.port';
export type {
  TransactionFilters,
  TransactionRepository,
} from './ports/transaction-repository.port';
export type { ProfilePatch, UserRepository } from './ports/user-repository.port';

// Money path and generation ports
export type { IdGenerator } from './ports/id-generator.port';
export type { CreditOrderOutcome, OrderCrediting } from './ports/order-crediting.port';
export { type CallbackSigner, demoPaymentTokenText } from './ports/callback-signer.port';
export {
  COUNT_SHAPES,
  type CountShape,
  countShape,
  fillTrialPromises,
  TRIAL_PROMISE_ATTRIBUTE,
  TRIAL_SAMPLE_CREDITS,
  TRIAL_SAMPLE_DAYS,
  type TrialTexts,
  trialPromiseIds,
  trialPromiseTexts,
  trialVariants,
} from './ledger/trial-promise';
export {
  type ImageFromSourceGenerator,
  type ImageFromSourceInput,
  type ImageFromSourceRequest,
  imageFromSourceKind,
  type PlannedImageFromSource,
} from './generation/image-from-source';
export {
  isOwnSourceImage,
  notOwnSourceImage,
  readSourceImage,
  SOURCE_IMAGE_MESSAGES,
  type SourceImage,
  type SourceImageRef,
  sourceImageSchema,
} from './media/source-image';
