/** Interface languages (the site) and the profile language field (SPEC §1, §5). */
export const UI_LANGUAGES = ['en', 'es'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en';

/** SPEC §5 word for word: the profile language accepts en, uk, ru (the site itself is en/es). */
export const PROFILE_LANGUAGES = ['en', 'uk', 'ru'] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];
export const DEFAULT_PROFILE_LANGUAGE: ProfileLanguage = 'en';
