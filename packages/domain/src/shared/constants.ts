/**
 * The business constants and limits of SPEC §9 (plus the few of §2, §4 and §7 they rely on). The
 * screens' own timings and sizes live with the web app (packages/web/src/config/screen.ts).
 */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
export const DAY_MS = 24 * 60 * MINUTE_MS;

// Credits, payments, pricing
export const MIN_TOPUP_CREDITS = 1;
export const MAX_TOPUP_CREDITS = 10_000;
export const MIN_PAYMENT_AMOUNT_EUR_CENTS = 1;
export const MAX_PAYMENT_AMOUNT_EUR_CENTS = 800_000;
export const DEFAULT_CREDIT_PRICE_EUR_CENTS = 10;
/** Discount tiers, highest threshold first: the first whose minimum is reached applies. */
export const DISCOUNT_TIERS: readonly { readonly minCredits: number; readonly percent: number }[] =
  [
    { minCredits: 300, percent: 8 },
    { minCredits: 100, percent: 5 },
  ];
export const QUOTE_TTL_MS = 30 * MINUTE_MS;

// Passwords
export const SIGNUP_PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1024;

// Sessions
/** The longest a session lives, however active (sliding never passes it). */
export const SESSION_TTL_MS = 30 * DAY_MS;
/** A session unused this long is dead (SESSION_IDLE_DAYS overrides it); each use slides it on. */
export const SESSION_IDLE_MS = 14 * DAY_MS;
/** A session's expiry is written forward at most this often (one UPDATE an hour per session). */
export const SESSION_SLIDE_STEP_MS = 60 * MINUTE_MS;

// Lists and pages
export const TRANSACTIONS_PAGE_SIZE = 10;
export const CREATIONS_PAGE_SIZE = 10;
export const GALLERY_PAGE_SIZE = 12;
export const SAVED_TEXTS_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
export const THIS_WEEK_DAYS = 7;
export const THIS_WEEK_MS = THIS_WEEK_DAYS * DAY_MS;

// Home page and marketing
/** Days a new account's trial credits last (TRIAL_DAYS); what is left then lapses. */
export const FREE_TRIAL_DAYS = 14;
/** Credits a new account is granted for its trial (TRIAL_CREDITS; 0 turns the trial off). */
export const DEFAULT_TRIAL_CREDITS = 20;
/**
 * The <meta name> under which the server writes GET /api/config's answer into every page it
 * serves, so a page's trial promise is there before any script runs.
 */
export const PUBLIC_CONFIG_META = 'lumen-public-config';

// Payment status polling (SPEC §4)
export const PAYMENT_POLLING_START_DELAY_MS = 100;
export const PAYMENT_POLLING_SCHEDULE: readonly {
  readonly upToAttempt: number;
  readonly intervalMs: number;
}[] = [
  { upToAttempt: 5, intervalMs: 1000 },
  { upToAttempt: 15, intervalMs: 2000 },
  { upToAttempt: 30, intervalMs: 3000 },
];
export const PAYMENT_POLLING_MAX_ATTEMPTS = 30;

// Image generation
export const IMAGE_BASE_COST = 2;
export const IMAGE_LARGE_SIZE_COST = 2;
export const IMAGE_EXTRA_IMAGE_COST = 2;
export const IMAGE_UPSCALE_COST = 3;
export const IMAGE_STYLE_TRANSFER_COST = 1;
export const IMAGE_MIN_COUNT = 1;
export const IMAGE_MAX_COUNT = 4;
export const GUIDANCE_MIN = 1;
export const GUIDANCE_MAX = 20;
export const GUIDANCE_STEP = 1;
export const DEFAULT_GUIDANCE = 7;
export const PROMPT_MIN_LENGTH = 3;
export const PROMPT_MAX_LENGTH = 1000;
export const NEGATIVE_PROMPT_MAX_LENGTH = 500;

// Text generation
export const TEXT_SPANISH_SURCHARGE = 1;
export const TEXT_MIN_VARIANTS = 1;
export const TEXT_MAX_VARIANTS = 5;

// Voice generation (text to speech)
/** Credits per started block of characters: 1 to 1,000 characters cost 3, 1,001 cost 6. */
export const VOICE_COST_PER_BLOCK = 3;
export const VOICE_CHARACTERS_PER_BLOCK = 1000;

// Video generation
/** Credits per started block of VIDEO_SECONDS_PER_BLOCK seconds. */
export const VIDEO_CREDITS_PER_BLOCK = 5;
export const VIDEO_SECONDS_PER_BLOCK = 4;
