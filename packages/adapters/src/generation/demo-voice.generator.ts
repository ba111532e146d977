import {
  DomainError,
  type GeneratedAudioData,
  type VoiceGenerationInput,
  type VoiceGenerator,
  type VoiceName,
} from '@lumen/domain';
import { decodeWav, encodeSpeech } from './audio-encoding';
import { type ESPEAK_VOICES, EspeakWorker } from './espeak-worker';

/** eSpeak's own pace at speed 1, in words per minute. */
const ESPEAK_WORDS_PER_MINUTE = 175;

/**
 * Text containing this makes the demo voice model fail (after the credits were reserved), so
 * tests and the browser journeys can show the refund. Documented in README ("Demo models").
 */
export const DEMO_VOICE_FAILURE_MARKER = '[demo:fail]';

/** Each named voice as an eSpeak voice module and variant: two accents and both sexes per language. */
export const DEMO_VOICES: Readonly<
  Record<VoiceName, { voice: (typeof ESPEAK_VOICES)[number]; variant?: string }>
> = {
  Kore: { voice: 'en/en-us', variant: 'f2' },
  Puck: { voice: 'en/en-us', variant: 'm3' },
  Charon: { voice: 'en/en-rp' },
  Aoede: { voice: 'en/en-rp', variant: 'f4' },
  Leda: { voice: 'es', variant: 'f2' },
  Orus: { voice: 'es', variant: 'm3' },
  Zephyr: { voice: 'es-la', variant: 'f4' },
  Fenrir: { voice: 'es-la', variant: 'm7' },
};

/**
 * The demo voice model: real, intelligible speech made on this machine with no network: eSpeak
 * (the mespeak package, its own config and voice files) in English and Spanish, at the asked
 * speed, then WAV or MP3 (lamejs).
 */
export class DemoVoiceGenerator implements VoiceGenerator {
  readonly model = 'demo' as const;
  readonly #espeak: EspeakWorker;

  constructor(espeak: EspeakWorker = new EspeakWorker()) {
    this.#espeak = espeak;
  }

  isAvailable(): boolean {
    return true;
  }

  async generate(input: VoiceGenerationInput): Promise<GeneratedAudioData> {
    if (input.text.includes(DEMO_VOICE_FAILURE_MARKER)) {
      throw new DomainError('generation_failed', 'The demo voice model failed on purpose');
    }
    const { voice, variant } = DEMO_VOICES[input.voice];
    const wav = await this.#espeak.speak({
      text: input.text,
      voice,
      ...(variant ? { variant } : {}),
      wordsPerMinute: Math.round(ESPEAK_WORDS_PER_MINUTE * input.speed),
    });
    return encodeSpeech(decodeWav(wav), input.format);
  }

  /** Stops the synthesizer's worker thread. */
  close(): Promise<void> {
    return this.#espeak.close();
  }
}
