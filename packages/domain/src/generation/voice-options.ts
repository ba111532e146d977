/** What a text-to-speech generation can be asked for. */

/** Voice models: the local `demo` model (offline eSpeak) and `gemini` when configured. */
export const VOICE_MODELS = ['demo', 'gemini'] as const;
export type VoiceModel = (typeof VOICE_MODELS)[number];
export const DEFAULT_VOICE_MODEL: VoiceModel = 'demo';

/** The languages speech is made in (the site's own two). */
export const VOICE_LANGUAGES = ['en', 'es'] as const;
export type VoiceLanguage = (typeof VOICE_LANGUAGES)[number];
export const DEFAULT_VOICE_LANGUAGE: VoiceLanguage = 'en';

export const VOICE_FORMATS = ['mp3', 'wav'] as const;
export type VoiceFormat = (typeof VOICE_FORMATS)[number];
export const DEFAULT_VOICE_FORMAT: VoiceFormat = 'mp3';

/** The content type each format is stored and served with. */
export const VOICE_CONTENT_TYPES: Readonly<Record<VoiceFormat, string>> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
};

export const VOICE_SPEED_MIN = 0.75;
export const VOICE_SPEED_MAX = 1.5;
export const VOICE_SPEED_STEP = 0.05;
export const DEFAULT_VOICE_SPEED = 1;

export const VOICE_TEXT_MIN_LENGTH = 1;
export const VOICE_TEXT_MAX_LENGTH = 5000;

/**
 * The named voices. Their ids are Gemini's prebuilt voice names, so the gemini model speaks
 * with the voice itself; the demo model gives each one an eSpeak voice of its own. The
 * description is the English words; the screen has its own words in each site language.
 */
export const VOICES = {
  en: [
    { id: 'Kore', description: 'Firm and clear, a woman’s voice' },
    { id: 'Puck', description: 'Upbeat and lively, a man’s voice' },
    { id: 'Charon', description: 'Calm and informative, a man’s voice' },
    { id: 'Aoede', description: 'Light and breezy, a woman’s voice' },
  ],
  es: [
    { id: 'Leda', description: 'Young and warm, a woman’s voice' },
    { id: 'Orus', description: 'Firm and steady, a man’s voice' },
    { id: 'Zephyr', description: 'Bright and friendly, a woman’s voice' },
    { id: 'Fenrir', description: 'Energetic and expressive, a man’s voice' },
  ],
} as const satisfies Record<VoiceLanguage, readonly { id: string; description: string }[]>;

export type VoiceName = (typeof VOICES)[VoiceLanguage][number]['id'];
export const VOICE_NAMES = VOICE_LANGUAGES.flatMap((language) =>
  VOICES[language].map((voice) => voice.id),
) as readonly VoiceName[] as readonly [VoiceName, ...VoiceName[]];

/** The voice a language starts with on the screen (its first). */
export function defaultVoiceOf(language: VoiceLanguage): VoiceName {
  return VOICES[language][0].id;
}

/** True when the voice is one of the language's voices. */
export function isVoiceOf(language: VoiceLanguage, voice: string): voice is VoiceName {
  return VOICES[language].some((option) => option.id === voice);
}
