/**
 * Timings and sizes of the screens (SPEC §9): how the pages behave, not what the business
 * allows, so they live with the web app rather than in the domain.
 */

const MINUTE_MS = 60 * 1000;

// Layout and navigation
export const SCROLL_TO_TOP_DELAY_MS = 100;
export const BACK_TO_TOP_THRESHOLD_PX = 300;
export const AUTH_REDIRECT_DELAY_MS = 1000;

// Cached answers and typing pauses
export const GALLERY_SEARCH_DELAY_MS = 1000;
export const GALLERY_CACHE_TIME_MS = 2 * MINUTE_MS;
export const AUTH_ME_STALE_TIME_MS = 2 * MINUTE_MS;

// Home page
export const FAQ_COUNT = 6;
