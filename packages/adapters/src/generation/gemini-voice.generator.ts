import type {
  GeneratedAudioData,
  VoiceGenerationInput,
  VoiceGenerator,
  VoiceLanguage,
} from '@lumen/domain';
import { Modality } from '@google/genai';
import { encodeSpeech } from './audio-encoding';
import { blockedFailure, type GeminiClient, geminiFailure } from './gemini-client';

/** The TTS models answer 24 kHz when the MIME type names no rate. */
const DEFAULT_SPEECH_RATE = 24_000;

const LANGUAGE_CODES: Readonly<Record<VoiceLanguage, string>> = { en: 'en-US', es: 'es-ES' };
const LANGUAGE_NAMES: Readonly<Record<VoiceLanguage, string>> = {
  en: 'English',
  es: 'Spanish',
};

/**
 * What the speech model is asked to say. The model takes no rate parameter: a pace other than
 * the voice's own is asked for in words, as the TTS models' style control works.
 */
export function speechPrompt(input: VoiceGenerationInput): string {
  if (input.speed === 1) return input.text;
  const pace = input.speed < 1 ? 'slower' : 'faster';
  return `Read the following ${LANGUAGE_NAMES[input.language]} text aloud at ${input.speed}× the normal speaking pace (${pace} than usual), saying only the text:\n\n${input.text}`;
}

/** The sample rate in a PCM MIME type such as `audio/L16;codec=pcm;rate=24000`. */
export function rateOf(mimeType: string | undefined): number {
  const rate = /rate=(\d+)/i.exec(mimeType ?? '')?.[1];
  return rate ? Number(rate) : DEFAULT_SPEECH_RATE;
}

/**
 * Gemini speech through @google/genai: the TTS model with the AUDIO response modality and the
 * named voice as a prebuilt voice; it answers raw 16-bit PCM, which is encoded here to WAV or
 * MP3 like the demo model's.
 */
export class GeminiVoiceGenerator implements VoiceGenerator {
  readonly model = 'gemini' as const;
  readonly #client: GeminiClient;

  constructor(client: GeminiClient) {
    this.#client = client;
  }

  isAvailable(): boolean {
    return true;
  }

  generate(input: VoiceGenerationInput): Promise<GeneratedAudioData> {
    return this.#client.run(async ({ attempt }) => {
      const response = await attempt((signal) =>
        this.#client.ai.models.generateContent({
          model: this.#client.speechModel,
          contents: [{ role: 'user', parts: [{ text: speechPrompt(input) }] }],
          config: {
            responseModalities: [Modality.AUDIO],
            speechConfig: {
              languageCode: LANGUAGE_CODES[input.language],
              voiceConfig: { prebuiltVoiceConfig: { voiceName: input.voice } },
            },
            abortSignal: signal,
          },
        }),
      );
      const blocked = blockedFailure(response);
      if (blocked) throw blocked;
      const audio = (response.candidates?.[0]?.content?.parts ?? []).find((part) =>
        part.inlineData?.mimeType?.startsWith('audio/'),
      )?.inlineData;
      if (!audio?.data) throw geminiFailure('malformed', 'The model returned no audio');
      const bytes = Buffer.from(audio.data, 'base64');
      if (bytes.length < 2 || bytes.length % 2 !== 0) {
        throw geminiFailure('malformed', 'The model returned unreadable audio');
      }
      const samples = new Int16Array(bytes.length / 2);
      for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(i * 2);
      return encodeSpeech({ samples, sampleRate: rateOf(audio.mimeType) }, input.format);
    });
  }
}
