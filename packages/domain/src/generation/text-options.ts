/** What a text can be asked for (SPEC §9). */

/** Text models: `gemini` when configured, else the local `demo` model. */
export const TEXT_MODELS = ['demo', 'gemini'] as const;
export type TextModel = (typeof TEXT_MODELS)[number];

export const TEXT_TYPES = [
  'article',
  'blogPost',
  'socialMedia',
  'email',
  'productDescription',
  'creative',
] as const;
export type TextType = (typeof TEXT_TYPES)[number];

export const TEXT_LENGTHS = ['short', 'medium', 'long'] as const;
export type TextLength = (typeof TEXT_LENGTHS)[number];

export const TEXT_LENGTH_WORDS: Readonly<Record<TextLength, { min: number; max: number }>> = {
  short: { min: 100, max: 200 },
  medium: { min: 300, max: 500 },
  long: { min: 700, max: 1000 },
};

export const TEXT_LENGTH_COST: Readonly<Record<TextLength, number>> = {
  short: 1,
  medium: 2,
  long: 4,
};

export const WRITING_STYLES = [
  'professional',
  'casual',
  'friendly',
  'formal',
  'persuasive',
  'informative',
] as const;
export type WritingStyle = (typeof WRITING_STYLES)[number];

export const OUTPUT_LANGUAGES = ['english', 'spanish'] as const;
export type OutputLanguage = (typeof OUTPUT_LANGUAGES)[number];
export const DEFAULT_OUTPUT_LANGUAGE: OutputLanguage = 'english';

export interface TextPreset {
  readonly textType?: TextType;
  readonly textLength: TextLength;
  readonly writingStyle: WritingStyle;
}

/**
 * SPEC §9. productDescription and email name no text type; applying them keeps the current one
 * (the preset's own name matches a text type, so the UI may also pick that).
 */
export const TEXT_PRESETS = {
  socialPost: { textType: 'socialMedia', textLength: 'short', writingStyle: 'casual' },
  productDescription: { textLength: 'short', writingStyle: 'persuasive' },
  email: { textLength: 'medium', writingStyle: 'professional' },
  blogSnippet: { textType: 'blogPost', textLength: 'medium', writingStyle: 'informative' },
} as const satisfies Record<string, TextPreset>;
export type TextPresetName = keyof typeof TEXT_PRESETS;
export const TEXT_PRESET_NAMES = Object.keys(TEXT_PRESETS) as readonly TextPresetName[];

export interface TextSettings {
  readonly textType: TextType;
  readonly textLength: TextLength;
  readonly writingStyle: WritingStyle;
}

/** The settings after applying a preset: fields the preset does not name are kept. */
export function applyTextPreset<S extends TextSettings>(settings: S, name: TextPresetName): S {
  const preset: TextPreset = TEXT_PRESETS[name];
  return { ...settings, ...preset };
}
