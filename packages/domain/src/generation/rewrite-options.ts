/** What a rewrite can be asked for: a result or a saved text made shorter, longer, restyled or translated. */

/** Rewrite models: `gemini` when configured, else the local `demo` model (like texts). */
export const REWRITE_MODELS = ['demo', 'gemini'] as const;
export type RewriteModel = (typeof REWRITE_MODELS)[number];
export const DEFAULT_REWRITE_MODEL: RewriteModel = 'demo';

export const REWRITE_OPERATIONS = ['shorter', 'longer', 'style', 'translate'] as const;
export type RewriteOperation = (typeof REWRITE_OPERATIONS)[number];

/** The languages a text is translated into (the site's own two). */
export const REWRITE_LANGUAGES = ['en', 'es'] as const;
export type RewriteLanguage = (typeof REWRITE_LANGUAGES)[number];

export const REWRITE_TEXT_MIN_LENGTH = 1;
/** A long article's length; a saved text may hold more, the screen offers its first part. */
export const REWRITE_TEXT_MAX_LENGTH = 10_000;

/** The price rule (cost-rules.ts `rewriteCost`): credits per started block of the input. */
export const REWRITE_CHARACTERS_PER_BLOCK = 1000;
export const REWRITE_CREDITS_PER_BLOCK = 1;
/** Longer writes more than it reads; translate is priced like a Spanish text's surcharge. */
export const REWRITE_OPERATION_SURCHARGE: Readonly<Record<RewriteOperation, number>> = {
  shorter: 0,
  style: 0,
  longer: 1,
  translate: 1,
};
