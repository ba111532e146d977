/** What an edit with words can be asked for: the image models, priced by the image rule. */

/** Edit models: the local `demo` model first (the embedded profile needs no key). */
export const EDIT_MODELS = ['demo', 'gemini'] as const;
export type EditModel = (typeof EDIT_MODELS)[number];
export const DEFAULT_EDIT_MODEL: EditModel = 'demo';
