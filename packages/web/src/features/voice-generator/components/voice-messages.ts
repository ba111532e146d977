import type { VoiceFormat, VoiceLanguage, VoiceModel, VoiceName } from '@lumen/domain';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The voice options' display names, in the site's language. */
export const voiceLanguageMessages = defineMessages({
  en: { id: 'voiceGenerator.language.en' },
  es: { id: 'voiceGenerator.language.es' },
}) satisfies Record<VoiceLanguage, MessageDescriptor>;

/** Each named voice's description (its name is its own, the same in every language). */
export const voiceDescriptionMessages = defineMessages({
  Kore: { id: 'voiceGenerator.voice.Kore' },
  Puck: { id: 'voiceGenerator.voice.Puck' },
  Charon: { id: 'voiceGenerator.voice.Charon' },
  Aoede: { id: 'voiceGenerator.voice.Aoede' },
  Leda: { id: 'voiceGenerator.voice.Leda' },
  Orus: { id: 'voiceGenerator.voice.Orus' },
  Zephyr: { id: 'voiceGenerator.voice.Zephyr' },
  Fenrir: { id: 'voiceGenerator.voice.Fenrir' },
}) satisfies Record<VoiceName, MessageDescriptor>;

export const voiceFormatMessages = defineMessages({
  mp3: { id: 'voiceGenerator.format.mp3' },
  wav: { id: 'voiceGenerator.format.wav' },
}) satisfies Record<VoiceFormat, MessageDescriptor>;

export const voiceModelMessages = defineMessages({
  demo: { id: 'voiceGenerator.model.demo' },
  gemini: { id: 'voiceGenerator.model.gemini' },
}) satisfies Record<VoiceModel, MessageDescriptor>;
