import { describe, expect, it } from 'vitest';
import * as c from './constants';

// A plain record, so the table below can look names up.
const constants: Record<string, unknown> = { ...c };

// Every constant of SPEC §9 (and the §2/§4 timings it names), asserted one by one.
describe('constants (SPEC §9)', () => {
  it.each([
    ['SCROLL_TO_TOP_DELAY_MS', 100],
    ['BACK_TO_TOP_THRESHOLD_PX', 300],
    ['AUTH_REDIRECT_DELAY_MS', 1000],
    ['MIN_TOPUP_CREDITS', 1],
    ['MAX_TOPUP_CREDITS', 10000],
    ['MIN_PAYMENT_AMOUNT_EUR_CENTS', 1],
    ['MAX_PAYMENT_AMOUNT_EUR_CENTS', 800000],
    ['DEFAULT_CREDIT_PRICE_EUR_CENTS', 10],
    ['QUOTE_TTL_MS', 30 * 60 * 1000],
    ['SIGNUP_PASSWORD_MIN_LENGTH', 12],
    ['PASSWORD_MAX_LENGTH', 1024],
    ['SERVER_CHANGE_PASSWORD_MIN_LENGTH', 8],
    ['SERVER_CHANGE_PASSWORD_MAX_LENGTH', 100],
    ['SCREEN_CHANGE_PASSWORD_MIN_LENGTH', 6],
    ['SESSION_TTL_MS', 30 * 24 * 60 * 60 * 1000],
    ['TRANSACTIONS_PAGE_SIZE', 10],
    ['CREATIONS_PAGE_SIZE', 10],
    ['GALLERY_PAGE_SIZE', 12],
    ['SAVED_TEXTS_PAGE_SIZE', 10],
    ['MAX_PAGE_SIZE', 50],
    ['THIS_WEEK_DAYS', 7],
    ['THIS_WEEK_MS', 7 * 24 * 60 * 60 * 1000],
    ['GALLERY_SEARCH_DELAY_MS', 1000],
    ['GALLERY_CACHE_TIME_MS', 2 * 60 * 1000],
    ['AUTH_ME_STALE_TIME_MS', 2 * 60 * 1000],
    ['FREE_TRIAL_DAYS', 14],
    ['FAQ_COUNT', 6],
    ['HOME_GALLERY_IMAGE_COUNT', 6],
    ['GENERATOR_COUNT', 4],
    ['MONTH_YEAR_FORMAT', 'MMM yyyy'],
    ['DATE_TIME_FORMAT', 'MMM dd, yyyy • HH:mm'],
    ['PAYMENT_POLLING_START_DELAY_MS', 100],
    ['PAYMENT_POLLING_MAX_ATTEMPTS', 30],
    ['IMAGE_BASE_COST', 2],
    ['IMAGE_LARGE_SIZE_COST', 2],
    ['IMAGE_EXTRA_IMAGE_COST', 2],
    ['IMAGE_UPSCALE_COST', 3],
    ['IMAGE_STYLE_TRANSFER_COST', 1],
    ['IMAGE_MIN_COUNT', 1],
    ['IMAGE_MAX_COUNT', 4],
    ['GUIDANCE_MIN', 1],
    ['GUIDANCE_MAX', 20],
    ['GUIDANCE_STEP', 1],
    ['DEFAULT_GUIDANCE', 7],
    ['PROMPT_MIN_LENGTH', 3],
    ['PROMPT_MAX_LENGTH', 1000],
    ['NEGATIVE_PROMPT_MAX_LENGTH', 500],
    ['TEXT_SPANISH_SURCHARGE', 1],
    ['TEXT_MIN_VARIANTS', 1],
    ['TEXT_MAX_VARIANTS', 5],
  ] as const)('%s = %j', (name, value) => {
    expect(constants[name]).toBe(value);
  });

  it('discount tiers: 8% from 300, 5% from 100', () => {
    expect(c.DISCOUNT_TIERS).toEqual([
      { minCredits: 300, percent: 8 },
      { minCredits: 100, percent: 5 },
    ]);
  });

  it('payment polling: 1 s × 5, 2 s to 15, 3 s to 30', () => {
    expect(c.PAYMENT_POLLING_SCHEDULE).toEqual([
      { upToAttempt: 5, intervalMs: 1000 },
      { upToAttempt: 15, intervalMs: 2000 },
      { upToAttempt: 30, intervalMs: 3000 },
    ]);
  });
});
