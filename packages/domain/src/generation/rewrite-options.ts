/** What a rewrite generation can be asked for. */

/** Rewrite models: the local `demo` model first (the embedded profile needs no key). */
export const REWRITE_MODELS = ['demo'] as const;
export type RewriteModel = (typeof REWRITE_MODELS)[number];
export const DEFAULT_REWRITE_MODEL: RewriteModel = 'demo';

/** Credits one rewrite generation costs (fill in the kind's price rule, SPEC §9). */
export const REWRITE_COST = 1;
