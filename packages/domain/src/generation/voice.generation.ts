import { z } from 'zod';
import { voiceCost } from './cost-rules';
import { DomainError } from '../shared/errors';
import type { Generator } from '../ports/generator.port';
import type { GeneratedVoice, VoiceGenerationRequest } from '../validation/generation.schema';
import {
  VOICE_CONTENT_TYPES,
  VOICE_FORMATS,
  VOICE_LANGUAGES,
  VOICE_MODELS,
  VOICE_NAMES,
  VOICE_SPEED_MAX,
  VOICE_SPEED_MIN,
  type VoiceFormat,
  type VoiceLanguage,
  type VoiceModel,
  type VoiceName,
} from './voice-options';
import type { GenerationKind } from './generation-kind';

/** What a voice generator is handed. */
export interface VoiceGenerationInput {
  readonly text: string;
  readonly language: VoiceLanguage;
  readonly voice: VoiceName;
  /** 0.75–1.5, 1 is the voice's own pace. */
  readonly speed: number;
  readonly format: VoiceFormat;
}

/** The speech as the model made it, already encoded in the requested format. */
export interface GeneratedAudioData {
  readonly bytes: Uint8Array;
  readonly format: VoiceFormat;
  readonly durationSeconds: number;
  readonly sampleRate: number;
}

export type VoiceGenerator = Generator<VoiceGenerationInput, GeneratedAudioData, VoiceModel>;

/** The stored audio file. */
export interface GeneratedAudioRef {
  readonly url: string;
  readonly format: VoiceFormat;
  readonly durationSeconds: number;
  readonly sampleRate: number;
}

/** The voice row's parameters as `parameters` keeps them (the text is the row's prompt). */
const reservedVoice = z.object({
  model: z.enum(VOICE_MODELS),
  language: z.enum(VOICE_LANGUAGES),
  voice: z.enum(VOICE_NAMES),
  speed: z.number().min(VOICE_SPEED_MIN).max(VOICE_SPEED_MAX),
  format: z.enum(VOICE_FORMATS),
});

const isAudioRef = (value: unknown): value is GeneratedAudioRef =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as GeneratedAudioRef).url === 'string' &&
  VOICE_FORMATS.includes((value as GeneratedAudioRef).format);

export const voiceGeneration: GenerationKind<{
  request: VoiceGenerationRequest;
  input: VoiceGenerationInput;
  output: GeneratedAudioData;
  model: VoiceModel;
  result: GeneratedAudioRef;
  answer: GeneratedVoice;
}> = {
  type: 'voice',
  chooseModel: (request, configured) =>
    configured.includes(request.model) ? request.model : undefined,
  missingModelName: (request) => request.model,
  cost: (request) => voiceCost({ characters: request.text.length }),
  prompt: (request) => request.text,
  parameters: (request, model) => ({
    model,
    language: request.language,
    voice: request.voice,
    speed: request.speed,
    format: request.format,
    characters: request.text.length,
  }),
  reserved({ prompt, parameters }) {
    const kept = reservedVoice.safeParse(parameters);
    if (!kept.success) return null;
    const { model, ...options } = kept.data;
    return { model, input: { text: prompt, ...options } };
  },
  async store(audio, { userId, mediaStore }) {
    if (audio.bytes.length === 0 || !(audio.durationSeconds > 0)) {
      throw new DomainError('generation_failed', 'The model returned no audio');
    }
    const stored = await mediaStore.put({
      userId,
      bytes: audio.bytes,
      contentType: VOICE_CONTENT_TYPES[audio.format],
    });
    return {
      url: stored.url,
      format: audio.format,
      durationSeconds: audio.durationSeconds,
      sampleRate: audio.sampleRate,
    };
  },
  completedRow: (audio) => ({ resultUrl: audio.url, parameters: { audio } }),
  recordedResult: (parameters) => (isAudioRef(parameters.audio) ? parameters.audio : null),
  answer: (audio, charge) => ({ audio: { ...audio }, ...charge }),
};
