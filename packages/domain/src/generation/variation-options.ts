/** What variations of an image can be asked for: the image models, priced by the image rule. */

/** Variation models: the local `demo` model first (the embedded profile needs no key). */
export const VARIATION_MODELS = ['demo', 'gemini'] as const;
export type VariationModel = (typeof VARIATION_MODELS)[number];
export const DEFAULT_VARIATION_MODEL: VariationModel = 'demo';
